// The puzzle's public face (docs/architecture.md "The parts and the direction of imports"): one circuit
// puzzle as every source holds it, read back from storage (restoreLevel), turned into the solver's
// terms, built from a reference solution, and judged by the one judge with its feedback texts. Pure:
// the server, the generator and the page import it; the page never imports the course itself.
export { FEEDBACK_TITLES, feedbackOf, type AttemptFeedbackText } from './judge-feedback';
export { judgeCircuit, type CircuitJudgement, type JudgedExercise, type ScenarioVerdict } from './judge-circuit';
export { levelFieldsOf, levelGridOf, readLevel, restoreLevel, type LevelFields, type Puzzle, type ReadLevel, type ReadTrayItem } from './restore-level';
export { placementSchema, solutionSchema, toggleSchema, type Placement, type Solution } from './solution';
export { exerciseStart, puzzleFromExercise, puzzleFromLevel, solutionGrid } from './solver-puzzle';
