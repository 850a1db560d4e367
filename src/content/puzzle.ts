// One circuit puzzle from a layout picture (layout.ts): the pre-placed pieces, the reference solution
// and the tray all come from the one picture, so they cannot drift apart.
import type { InventoryItem, Scenario, Tip } from '../api/index';
import type { GoalEntry, GoalLightType, ScenarioInputs } from '../engine/index';
import { circuit } from './authoring';
import { layout, trayFor } from './layout';
import type { AuthoringCircuitExercise, TaughtNumber } from './schema';
import type { Solution } from '../puzzle/index';
import type { IdeaId } from './ideas';

export interface PuzzleSpec {
  title: string;
  description: string;
  map: string;
  /** The lights and readings the build must give; or, instead, `scenarios`. */
  goal?: GoalEntry[];
  /** 2 to 4 input settings, each with its own goal (docs/course.md "Scenario goals"). */
  scenarios?: Scenario[];
  successMessage: string;
  failureMessage: string;
  tags?: string[];
  /** Tray pieces beyond the solution's: choices that teach by being wrong. */
  extras?: InventoryItem[];
  /** Tray pieces come unturned (rotation 0): the learner turns them. */
  turned?: boolean;
  tip?: Tip;
  toggle?: Solution['toggle'];
  starSolution?: Solution;
  numbers?: TaughtNumber[];
  /** The ideas this puzzle teaches and uses (ideas.ts). */
  teaches?: IdeaId[];
  uses?: IdeaId[];
  /** Cells of the solution the task calls optional (goal-proofs.ts). */
  optionalPieces?: AuthoringCircuitExercise['optionalPieces'];
}

export function puzzle(spec: PuzzleSpec): AuthoringCircuitExercise {
  const grid = layout(spec.map);
  return circuit({
    title: spec.title,
    description: spec.description,
    rows: grid.rows,
    cols: grid.cols,
    prePlacedComponents: grid.prePlacedComponents,
    inventory: trayFor(grid.place, spec.extras, spec.turned),
    ...(spec.scenarios ? { scenarios: spec.scenarios } : { goal: spec.goal }),
    successMessage: spec.successMessage,
    failureMessage: spec.failureMessage,
    tags: spec.tags ?? [],
    ...(spec.tip ? { tip: spec.tip } : {}),
    solution: { place: grid.place, ...(spec.toggle ? { toggle: spec.toggle } : {}) },
    ...(spec.starSolution ? { starSolution: spec.starSolution } : {}),
    ...(spec.numbers ? { numbers: spec.numbers } : {}),
    ...(spec.teaches ? { teaches: spec.teaches } : {}),
    ...(spec.uses ? { uses: spec.uses } : {}),
    ...(spec.optionalPieces ? { optionalPieces: spec.optionalPieces } : {}),
  });
}

/** A measurement goal in the learner's units: current in mA, voltage in V. */
export const reads = {
  mA: (min: number, max: number): GoalEntry => ({ probe: 'current', min: min / 1000, max: max / 1000 }),
  V: (min: number, max: number): GoalEntry => ({ probe: 'voltage', min, max }),
};
/** One scenario of a scenario goal: its label, the inputs it sets and the goal entries it wants. */
export const scenario = (label: string, inputs: ScenarioInputs, goal: GoalEntry[]): Scenario => ({ label, inputs, goal });
/** A light's goal state: a bulb colour or an LED. */
export const bulb = (type: GoalLightType, status: 'ON' | 'OFF' | 'DIM'): GoalEntry => ({ type, status });
