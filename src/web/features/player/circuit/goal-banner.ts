// The goal sentence of docs/product.md "Screens", with the parentheses filled from the goal list:
// 'Create a circuit to match the bulbs (red ON, green OFF) below:'.
import { bulbGoals, formatTarget, lightOf, probeGoals, type GoalBulb, type GoalEntry } from '../../../../engine/index';

/** How the goal sentence names a goal light: 'red' for a red bulb, 'red LED' for a red LED. */
export function bulbColour(type: GoalBulb['type']): string {
  const light = lightOf(type);
  if (!light) return type;
  return light.kind === 'led' ? `${light.colour} LED` : light.colour;
}

/** With measurement goals, the sentence also names each reading: '… and the current probe reads between 20 and 26 mA'. */
export function goalBannerText(goal: readonly GoalEntry[]): string {
  const bulbs = bulbGoals(goal);
  const readings = probeGoals(goal).map((g) => `the ${g.probe} probe reads ${formatTarget(g)}`);
  if (bulbs.length === 0) return `Create a circuit where ${readings.join(' and ')}:`;
  const wanted = bulbs.map((bulb) => `${bulbColour(bulb.type)} ${bulb.status}`).join(', ');
  const base = `Create a circuit to match the bulbs (${wanted}) below`;
  return readings.length === 0 ? `${base}:` : `${base}, where ${readings.join(' and ')}:`;
}

/** A scenario goal's sentence: the circuit must meet each scenario's goal under that scenario's inputs. */
export function scenarioBannerText(count: number): string {
  return `Your circuit must pass all ${count} scenarios:`;
}
