// The failure texts of spec section 8 ("Exercise feedback"), word for word, with singular/plural forms
// and colour lists ("red", "red and green", "red, yellow and green").
import { lightOf } from './components/catalogue';
import type { BulbState, GoalBulb } from './types';

/** "red" · "red and green" · "red, yellow and green". */
export function joinColours(colours: readonly string[]): string {
  if (colours.length <= 1) return colours.join('');
  return `${colours.slice(0, -1).join(', ')} and ${colours[colours.length - 1]}`;
}

/** The colour word of a bulb type id: 'green-bulb-straight' → 'green'. */
export function bulbColour(type: string): string {
  return type.split('-')[0];
}

/** The spec's texts name bulbs; the same sentences name LEDs for LED goals. */
type Noun = 'bulb' | 'LED';

export function offText(colours: readonly string[], noun: Noun = 'bulb'): string {
  const many = colours.length > 1;
  return `The ${joinColours(colours)} ${many ? `${noun}s are` : `${noun} is`} off because there is no current flowing through ${many ? 'them' : 'it'}. Ensure all components are connected in a closed loop.`;
}

export function explodedText(colours: readonly string[], noun: Noun = 'bulb'): string {
  const many = colours.length > 1;
  return `The ${joinColours(colours)} ${many ? `${noun}s have` : `${noun} has`} exploded due to too much current. Try adding a resistor to reduce the current.`;
}

export function dimText(colours: readonly string[], noun: Noun = 'bulb'): string {
  const many = colours.length > 1;
  return `The ${joinColours(colours)} ${many ? `${noun}s are` : `${noun} is`} dim because the current is too low. Check if the resistors are limiting the current too much.`;
}

export const PARALLEL_HINT = 'Remember, in parallel circuits, the current splits at junctions.';
export const SWITCH_HINT = 'Check if all switches are closed to allow current to flow.';

export function wrongBulbText(type: string, state: BulbState, goal: GoalBulb['status']): string {
  return `The ${type} is currently ${state} but should be ${goal}.`;
}

export interface WrongBulb {
  goal: GoalBulb;
  state: BulbState;
}

/** Texts for the failure overlay: one per state group, the tag hints, then one line per wrong bulb. */
export function failureDetails(wrong: readonly WrongBulb[], tags: readonly string[]): string[] {
  const details: string[] = [];
  const isLed = (w: WrongBulb) => lightOf(w.goal.type)?.kind === 'led';
  const colours = (state: BulbState, noun: Noun) =>
    wrong.filter((w) => w.state === state && isLed(w) === (noun === 'LED')).map((w) => bulbColour(w.goal.type));
  const groups: [BulbState, (c: readonly string[], noun: Noun) => string][] = [
    ['OFF', offText],
    ['EXPLODED', explodedText],
    ['DIM', dimText],
  ];
  for (const [state, text] of groups) {
    for (const noun of ['bulb', 'LED'] as const) {
      const list = colours(state, noun);
      if (list.length > 0) details.push(text(list, noun));
    }
  }
  const has = (word: string) => tags.some((tag) => tag.toLowerCase().includes(word));
  if (has('parallel')) details.push(PARALLEL_HINT);
  if (has('switch')) details.push(SWITCH_HINT);
  for (const w of wrong) details.push(wrongBulbText(w.goal.type, w.state, w.goal.status));
  return details;
}
