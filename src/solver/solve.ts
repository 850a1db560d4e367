// solveLevel (types.ts): "can this level be solved with its inventory?" First the untouched start is
// judged, then obvious impossibilities are ruled out, then search.ts grows the battery's network until a
// grid passes the engine's goal check, the grids run out (a proof: unsolvable) or the budget does.
import { bulbGoals } from '../engine/index';
import { startGrid } from './puzzle';
import { judgePuzzleGrid, MAX_WORK } from './judge';
import { Search } from './search';
import type { SolveLevel, SolverPuzzle } from './types';

/**
 * Simulations per solve by default (a capacitor grid counts 8). A small DC grid simulates in ~20–70 µs
 * and the search between simulations is bounded by WORK_PER_EVALUATION, so the worst case stays well
 * under a second (bench/solver.bench.ts measures it).
 */
export const DEFAULT_MAX_EVALUATIONS = 2000;
/** Search work (search.ts: ~20 per grid expanded, 1 per move scored) allowed per allowed simulation. */
export const WORK_PER_EVALUATION = 300;

function passesAtStart(puzzle: SolverPuzzle): boolean {
  try {
    return judgePuzzleGrid(puzzle, startGrid(puzzle), { maxWork: MAX_WORK, explain: false }).correct;
  } catch {
    return false;
  }
}

/** Every goal light needs a light of its colour somewhere (pre-placed or in the tray); a lit one a battery too. */
function obviouslyUnsolvable(puzzle: SolverPuzzle): boolean {
  const types = new Set<string>([...puzzle.fixed.map((p) => p.type), ...puzzle.tray.filter((t) => t.count > 0).map((t) => t.type)]);
  return bulbGoals(puzzle.goal).some((g) => (g.status !== 'OFF' && !types.has('battery')) || (!types.has(g.type) && !types.has(`${g.type}-straight`)));
}

export const solveLevel: SolveLevel = (puzzle, options = {}) => {
  if (passesAtStart(puzzle)) return { status: 'solved-at-start', evaluations: 1 };
  if (obviouslyUnsolvable(puzzle)) return { status: 'unsolvable', evaluations: 1 };
  // The start's simulation counts against the budget too.
  const maxEvaluations = Math.max(1, (options.maxEvaluations ?? DEFAULT_MAX_EVALUATIONS) - 1);
  let outcome;
  try {
    outcome = new Search(puzzle, {
      maxEvaluations,
      maxWork: maxEvaluations * WORK_PER_EVALUATION,
      preferStar: options.preferStar === true,
    }).run();
  } catch {
    // The publish check runs this inside a request: a level the search cannot handle proves nothing,
    // exactly like a spent budget, rather than failing the request.
    return { status: 'gave-up', evaluations: 1 };
  }
  const evaluations = outcome.evaluations + 1;
  if (outcome.status === 'found' && outcome.solution) {
    const { placements, toggles } = outcome.solution;
    return { status: 'solved', placements, toggles, star: outcome.star, evaluations };
  }
  return { status: outcome.status === 'exhausted' ? 'unsolvable' : 'gave-up', evaluations };
};
