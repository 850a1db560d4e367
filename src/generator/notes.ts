// The generator's notes for the teacher: what it understood from the goal, and which asked-for ideas
// this one level leaves out (one main idea per level keeps a puzzle readable).
import type { Concepts } from './concepts';
import type { LessonKind } from './design';

const FLAGS = ['series', 'parallel', 'switch', 'diode', 'mosfet', 'capacitor', 'led', 'dim', 'exploded', 'star'] as const;

export function describeConcepts(c: Concepts): string {
  if (c.unknown) {
    return 'No circuit idea was recognised in the goal (try words like series, parallel, switch, diode, LED, MOSFET, capacitor, dim or star), so this is a basic lesson: a resistor and a bulb in series.';
  }
  const words: string[] = FLAGS.filter((flag) => c[flag]).map((flag) => (flag === 'mosfet' ? 'MOSFET' : flag === 'led' ? 'LED' : flag));
  if (c.resistorValues.length > 0) words.push(`resistor values ${c.resistorValues.map((v) => `${v} Ω`).join(', ')}`);
  if (c.bulbCount !== undefined) words.push(`${c.bulbCount} bulb${c.bulbCount === 1 ? '' : 's'}`);
  if (c.grid) words.push(`grid ${c.grid.cols ?? '?'}×${c.grid.rows ?? '?'}`);
  words.push(`difficulty ${c.difficulty}`);
  return `Understood: ${words.join(', ')}.`;
}

/** Which concepts each lesson kind actually teaches (besides the star, which any kind can carry). */
const COVERS: Record<LessonKind, readonly (typeof FLAGS)[number][]> = {
  series: ['series'],
  'series-switch': ['series', 'switch'],
  parallel: ['parallel', 'series'],
  'parallel-switch': ['parallel', 'switch', 'series'],
  'resistor-values': ['parallel', 'dim'],
  dim: ['dim', 'series'],
  exploded: ['exploded', 'series'],
  diode: ['diode', 'parallel', 'series'],
  mosfet: ['mosfet', 'switch', 'series'],
  capacitor: ['capacitor', 'parallel', 'series'],
  led: ['led', 'diode', 'series'],
};

export function leftOut(c: Concepts, kind: LessonKind): string[] {
  const missing = FLAGS.filter((flag) => flag !== 'star' && c[flag] && !COVERS[kind].includes(flag));
  if (missing.length === 0) return [];
  return [`Not in this level: ${missing.join(', ')} (one main idea per level); generate again with a goal about ${missing.length === 1 ? 'it' : 'them'} for another level.`];
}
