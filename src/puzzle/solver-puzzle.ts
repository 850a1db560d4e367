// The solver's puzzle (src/solver/types.ts) made from the circuit puzzle (a course or project exercise,
// or a community level restored by restore-level.ts). The one place the exercise shape of src/api
// becomes the solver's own, so the solver never reads the HTTP shapes.
import { type CircuitExercise, type InventoryItem, type PrePlacedComponent, allGoalEntries, type LevelInput } from '../api/index';
import { restoreLevel } from './restore-level';
import { stateOf, trayValuesOf, valuesOf, withDefaults, withState, type Grid, type GridScenario } from '../engine/index';
import { applySolution, startGrid, type FixedPiece, type SolverPuzzle, type TrayItem } from '../solver';
import type { Solution } from './solution';

function fixedPiece(p: PrePlacedComponent): FixedPiece {
  return {
    type: p.type,
    row: p.row,
    col: p.col,
    rotation: p.rotation,
    ...valuesOf(p),
    // A switch without `isOn` is off (docs/engine.md); keeping it explicit makes toggles readable.
    ...(stateOf(p) === null ? {} : withState({ type: p.type }, stateOf(p) === true)),
  };
}

function trayItem(item: InventoryItem): TrayItem {
  const filled = withDefaults(item);
  return { type: filled.type, count: filled.count, ...trayValuesOf(filled) };
}

/** A scenario goal's scenarios in the solver's words (inputs and goal); nothing for a plain goal. */
function scenariosOf(judged: { scenarios?: readonly { inputs: GridScenario['inputs']; goal: GridScenario['goal'] }[] }): { scenarios?: GridScenario[] } {
  return judged.scenarios ? { scenarios: judged.scenarios.map((s) => ({ inputs: { ...s.inputs }, goal: s.goal.map((g) => ({ ...g })) })) } : {};
}

/** A course or project circuit exercise (GET /api/course, /api/projects/{code}, or authoring data). */
export function puzzleFromExercise(exercise: CircuitExercise): SolverPuzzle {
  return {
    rows: exercise.gridSize.rows,
    cols: exercise.gridSize.cols,
    fixed: exercise.prePlacedComponents.map(fixedPiece),
    tray: exercise.inventory.map(trayItem),
    goal: allGoalEntries(exercise),
    ...scenariosOf(exercise),
    tags: [...exercise.tags],
  };
}

/**
 * A community level as the creator publishes it (POST /api/levels body, the generator's `level`): its
 * puzzle (restoreLevel), then the solver's. Throws when the level cannot be played, e.g. no goal yet.
 */
export function puzzleFromLevel(level: LevelInput): SolverPuzzle {
  const puzzle = restoreLevel(level);
  if (!puzzle) throw new Error('This level cannot be played yet: it needs a goal (or scenarios) and pieces that fit its grid.');
  return puzzleFromExercise(puzzle);
}

/** The grid before the learner moves; a pre-placed piece that does not fit is named in `problems`. */
export function exerciseStart(exercise: CircuitExercise, problems: string[] = []): Grid {
  return startGrid(puzzleFromExercise(exercise), problems);
}

/** The grid an authored solution builds; each move that does not fit is named in `problems`, after `name`. */
export function solutionGrid(exercise: CircuitExercise, solution: Solution, name: string, problems: string[] = []): Grid {
  return applySolution(puzzleFromExercise(exercise), { placements: solution.place, toggles: solution.toggle ?? [] }, problems, name);
}
