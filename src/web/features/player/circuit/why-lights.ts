// Which lights the "Why?" strip asks about (why-strip.tsx, docs/explanations.md): the dark ones that
// miss the goal the board plays now. Pure: no React, no DOM.
import { baseBulbType, goalLightMet, isLight, type BulbState, type GoalBulb } from '../../../../engine/index';
import type { Board } from '../../../components/circuit/grid-state';

/**
 * The lights placed on the board that are not ON and miss the goal, in board order, once each. A light
 * the goal does not name, or whose goal entry is met (by it or its twin of the other shape), is left
 * out; with no goal (`null`) every dark light is asked about, since nothing claims it is wrong.
 */
export function darkLights(board: Board, bulbs: Partial<Record<string, BulbState>>, goal: readonly GoalBulb[] | null): { type: string; state: BulbState }[] {
  const found: { type: string; state: BulbState }[] = [];
  for (const line of board.pieces) {
    for (const piece of line) {
      const type = piece?.cell.type;
      if (!type || !isLight(type) || found.some((f) => f.type === type)) continue;
      const state = bulbs[type];
      if (state === undefined || state === 'ON' || !missesGoal(type, bulbs, goal)) continue;
      found.push({ type, state });
    }
  }
  return found;
}

function missesGoal(type: string, bulbs: Partial<Record<string, BulbState>>, goal: readonly GoalBulb[] | null): boolean {
  if (goal === null) return true;
  const entry = goal.find((g) => g.type === baseBulbType(type));
  return entry !== undefined && !goalLightMet({ bulbs }, entry);
}
