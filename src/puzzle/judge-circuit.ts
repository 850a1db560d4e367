// The one judge of a circuit answer, for every caller: the player page (test plays and community
// levels), the server (attempts on bundled exercises and community levels), the content checks
// (untouched start, reference and star solutions) and the tests. The grid comes from the learner, or
// from exerciseStart / solutionGrid (solver-puzzle.ts, the solver's puzzle rules); it is simulated and
// compared with the goal (src/engine/judge-grid.ts), then given the overlay's feedback
// (judge-feedback.ts). A scenario exercise is judged once per scenario, under its inputs, and is
// right only when every scenario's goal is met (docs/course.md "Scenario goals"). Apart from the puzzle
// helpers so the page's lazy judge stays small.
// Pure: no DOM, no I/O. docs/architecture.md.
import { type CircuitExercise, type PrePlacedComponent, type Scenario, goalScenarios } from '../api/index';
import { feedbackOf, type AttemptFeedbackText } from './judge-feedback';
import {
  entryVerdicts,
  judgeScenarios,
  pieceKey,
  type Cell,
  type Grid,
  type GridVerdict,
  type SimulateOptions,
  type SimulationResult,
} from '../engine/index';
import type { Solution } from './solution';

/** One scenario's verdict: its label, whether its goal is met and, when not, why. */
export interface ScenarioVerdict {
  label: string;
  correct: boolean;
  /** One sentence per unmet goal entry of this scenario; empty when met. */
  details: string[];
}

export interface CircuitJudgement {
  correct: boolean;
  /** A correct build that also carried the star's current (in any scenario). */
  starAchieved: boolean;
  /** One sentence per unmet goal entry; with scenarios, one line per failing scenario, led by its label. Empty when correct. */
  details: string[];
  /** Title, the exercise's own message and the details, as the result overlay shows them. */
  feedback: AttemptFeedbackText;
  /** The simulation shown with the verdict: the first failing scenario's, else the first scenario's. */
  result: SimulationResult;
  /** A scenario exercise only: every scenario's verdict, in the exercise's order. */
  scenarios?: ScenarioVerdict[];
}

export type JudgedExercise = Pick<CircuitExercise, 'goal' | 'scenarios' | 'tags' | 'successMessage' | 'failureMessage'> &
  Partial<Pick<CircuitExercise, 'prePlacedComponents'>> & {
    /** The bundled course's reference builds (the server knows them; a community level has none). */
    solution?: Solution;
    starSolution?: Solution;
  };

function sortedPieces(cells: readonly Cell[]): string {
  return cells.map(pieceKey).sort().join('|');
}

/** The pieces the learner placed (every piece not pre-placed), as a sorted list. */
function learnerPieces(grid: Grid, prePlaced: readonly PrePlacedComponent[]): string {
  const fixed = new Set(prePlaced.map((p) => `${p.row},${p.col}`));
  const placed = grid.flatMap((row, r) => row.flatMap((cell, c) => (cell && !fixed.has(`${r},${c}`) ? [cell] : [])));
  return sortedPieces(placed);
}

/**
 * The exercise's success text describes its reference build (its values, its readings). It is shown only
 * when the learner placed the same pieces with the same values (a reference or star build); another
 * build that meets the goal gets the judge's own lines about it instead (docs/explanations.md).
 */
function successText(exercise: JudgedExercise, grid: Grid, judged: readonly Judged[]): string {
  const references = [exercise.solution, exercise.starSolution].filter((s): s is Solution => s !== undefined);
  if (references.length === 0) return exercise.successMessage;
  const mine = learnerPieces(grid, exercise.prePlacedComponents ?? []);
  if (references.some((s) => sortedPieces(s.place) === mine)) return exercise.successMessage;
  const lines = judged.flatMap(({ scenario, verdict }) => labelled(scenario, entryVerdicts(verdict.result, scenario.goal).map((v) => v.line)));
  return [judged.length > 1 ? 'Your circuit meets every scenario’s goal.' : 'Your circuit meets every goal entry.', ...lines].join(' ');
}

interface Judged {
  scenario: Scenario;
  verdict: GridVerdict;
}

/**
 * One scenario's sentences, led once by its label ("Button held: The red bulb is OFF, …. The current
 * probe reads …"), so a scenario with two unmet entries does not repeat "Button held:"; a plain goal's
 * sentences stay one line each.
 */
function labelled(scenario: Scenario, lines: readonly string[]): string[] {
  if (!scenario.label || lines.length === 0) return [...lines];
  return [`${scenario.label}: ${lines.join(' ')}`];
}

/**
 * A built grid against the exercise's goal. The engine may throw ConvergenceError (also past
 * `options.maxWork`, the server's cost cap); callers decide what that means.
 */
export function judgeCircuit(exercise: JudgedExercise, grid: Grid, options?: SimulateOptions): CircuitJudgement {
  // Pre-placed pieces are locked: the explanations never tell the learner to turn one.
  const locked = (exercise.prePlacedComponents ?? []).map((p) => ({ row: p.row, col: p.col }));
  const scenarios = goalScenarios(exercise);
  const verdicts = judgeScenarios(grid, scenarios, exercise.tags, options, locked);
  const judged = scenarios.map((scenario, i) => ({ scenario, verdict: verdicts[i] }));
  const correct = verdicts.every((v) => v.correct);
  const details = judged.flatMap(({ scenario, verdict }) => labelled(scenario, verdict.details));
  const shown = verdicts.find((v) => !v.correct) ?? verdicts[0];
  const messages = { successMessage: correct ? successText(exercise, grid, judged) : exercise.successMessage, failureMessage: exercise.failureMessage };
  return {
    correct,
    starAchieved: correct && verdicts.some((v) => v.result.star),
    details,
    feedback: feedbackOf({ correct, details }, messages),
    result: shown.result,
    ...(exercise.scenarios ? { scenarios: judged.map(({ scenario, verdict }) => ({ label: scenario.label, correct: verdict.correct, details: verdict.details })) } : {}),
  };
}
