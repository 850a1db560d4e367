// A resistor value to suggest, checked against the goal: the learner's grid with one course resistor
// put in one cell (a resistor in series with the light, or a plain wire in series with it), simulated,
// and kept only when the light then shows its goal state and every probe reading of the goal is inside
// its window. Without a goal there is nothing to check against, and the callers suggest as before.
import { ohmsOf, paramValues } from '../components/catalogue';
import { activeSides } from '../rotate';
import { checkReadings, type GoalEntry } from '../measurement-goal';
import type { PlacedCell } from '../netlist';
import type { BulbState, Cell, Grid, LightType, Rotation, SimulationResult } from '../types';
import { COURSE_RESISTORS_OHM } from './what-if';

export type TrialResult = Omit<SimulationResult, 'explanations'>;
/** Simulates a changed grid with probe data and without explanations; may throw (then no suggestion). */
export type Trial = (grid: Grid) => TrialResult;

export interface Suggestion {
  ohms: number;
  /** The cell the resistor goes in, and whether a wire is there now. */
  cell: PlacedCell;
  replacesWire: boolean;
}

const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

/** A resistor lying the way `cell` does (same active sides), or null when none does. */
function resistorLike(cell: Cell, ohms: number): Cell | null {
  const sides = activeSides(cell).sort().join();
  const rotation = ROTATIONS.find((r) => activeSides({ type: 'resistor', rotation: r }).sort().join() === sides);
  return rotation === undefined ? null : { type: 'resistor', rotation, ...paramValues('resistor', [ohms]) };
}

function withCell(grid: Grid, at: PlacedCell, cell: Cell): Grid {
  return grid.map((row, r) => row.map((c, col) => (r === at.row && col === at.col ? cell : c)));
}

export interface SuggestQuestion {
  grid: Grid;
  trial: Trial;
  goal: readonly GoalEntry[];
  light: LightType;
  want: BulbState;
  /** Cells the learner may change, in the order to try them. */
  cells: readonly PlacedCell[];
}

/** The first course resistor (smallest first) in the first cell that meets the goal, or null. */
export function suggestResistor(question: SuggestQuestion): Suggestion | null {
  for (const placed of question.cells) {
    const replacesWire = placed.cell.type !== 'resistor';
    for (const ohms of COURSE_RESISTORS_OHM) {
      if (!replacesWire && ohmsOf(placed.cell) === ohms) continue; // the value it has: the grid as it is
      const cell = resistorLike(placed.cell, ohms);
      if (!cell) break;
      let result: TrialResult;
      try {
        result = question.trial(withCell(question.grid, placed, cell));
      } catch {
        continue;
      }
      const state = result.bulbs[question.light] ?? 'OFF';
      if (state === question.want && checkReadings(result, question.goal).every((r) => r.met)) return { ohms, cell: placed, replacesWire };
    }
  }
  return null;
}
