// Which explanation the page shows (docs/explanations.md): after a failed Check, the one for the first
// goal light that is wrong; for "Why?" on a light, that light's own. Pure, unit-tested.
import { baseBulbType, bulbGoals, type BulbState, type Explanation, type GoalEntry, type SimulationResult } from '../../../engine/index';

/** What the page shows: the engine's explanation, or a plain line when the light is not on the grid. */
export interface ShownExplanation {
  message: string;
  cells: { row: number; col: number }[];
  kind: Explanation['kind'] | 'missing';
  /** The light it is about (a type id placed on the grid, or the goal's type when none is). */
  light: string;
}

export function explanationForLight(result: SimulationResult, light: string): ShownExplanation | null {
  const found = result.explanations.find((e) => (e.lights as string[]).includes(light));
  return found ? { message: found.message, cells: found.cells, kind: found.kind, light } : null;
}

function colourOf(type: string): string {
  return type.split('-')[0];
}

/** The explanation for the first goal light whose state is not the one asked for, if any (meter goals are not lights). */
export function explanationForGoal(result: SimulationResult, goal: readonly GoalEntry[]): ShownExplanation | null {
  for (const g of bulbGoals(goal)) {
    const placed = Object.entries(result.bulbs).filter(([type]) => baseBulbType(type) === g.type) as [string, BulbState][];
    if (placed.some(([, state]) => state === g.status)) continue;
    if (placed.length === 0) {
      return { message: `There is no ${colourOf(g.type)} bulb on the grid yet: place one from the tray.`, cells: [], kind: 'missing', light: g.type };
    }
    for (const [type] of placed) {
      const shown = explanationForLight(result, type);
      if (shown) return shown;
    }
  }
  return null;
}
