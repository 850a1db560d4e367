// The goal sentence of spec section 2, with the parentheses filled from the goal list:
// 'Create a circuit to match the bulbs (red ON, green OFF) below:'.
import type { GoalBulb } from '../../../../engine/types';

export function bulbColour(type: GoalBulb['type']): string {
  return type.replace(/-bulb$/, '');
}

export function goalBannerText(goal: readonly GoalBulb[]): string {
  const wanted = goal.map((bulb) => `${bulbColour(bulb.type)} ${bulb.status}`).join(', ');
  return `Create a circuit to match the bulbs (${wanted}) below:`;
}
