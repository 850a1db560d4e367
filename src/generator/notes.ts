// The generator's notes for the teacher, written from what the built level really shows (idea-checks.ts):
// "Understood" lists only those ideas; every idea the goal named that the level does not show is named
// with the reason, and so is every part the game does not have yet.
import { formatResistance } from '../engine/index';
import type { Concepts } from './concepts';
import type { AskedIdea } from './ideas';

export const NOTHING_RECOGNISED =
  'No circuit idea was recognised in the goal (try words like series, parallel, switch, diode, LED, MOSFET, capacitor, dim or star), so this is a basic lesson: a resistor and a bulb in series.';

/** "Understood: series (two lights on one path), a capacitor whose charging shows, difficulty Beginner." */
export function understood(c: Concepts, shown: readonly AskedIdea[], difficulty: string): string {
  if (c.unknown) return NOTHING_RECOGNISED;
  const words = shown.map((s) => s.label);
  if (c.grid) words.push(`grid ${c.grid.cols ?? '?'}×${c.grid.rows ?? '?'}`);
  if (shown.length === 0) return `Understood: nothing the game can build yet (see below), so this is a basic lesson: a resistor and a bulb in series; difficulty ${difficulty}.`;
  return `Understood: ${words.join(', ')}; difficulty ${difficulty}.`;
}

/** Why an idea that was asked for is not in the level, in a teacher's words. */
function reason(asked: AskedIdea, c: Concepts, mainKind: string): string {
  const { idea } = asked;
  if (idea.kind === 'value' && 9 / (idea.ohms + 41) > 0.06) return `${formatResistance(idea.ohms)} would let so much current through that the light explodes`;
  if (mainKind === 'mosfet' && (idea.kind === 'parallel' || idea.kind === 'capacitor' || idea.kind === 'diode' || idea.kind === 'resistors')) {
    return 'a MOSFET level has one loop, so it does not fit beside the MOSFET; generate it as a level of its own';
  }
  if (idea.kind === 'bulbs' && c.capacitor) return 'the capacitor needs a steady light beside the one it darkens';
  return 'the generator could not build a small level that shows it together with the other ideas; generate it as a level of its own';
}

export function leftOutNotes(c: Concepts, missing: readonly AskedIdea[], mainKind: string): string[] {
  return [
    ...missing.map((m) => `Left out: ${m.label}, because ${reason(m, c, mainKind)}.`),
    ...c.missingParts.map((part) => `Left out: ${part}, because ${part} is not a part yet.`),
    ...c.overCounts.map((count) => `Not as many as asked: ${count}.`),
  ];
}
