// The light slider's scale (docs/architecture.md, "Playing the input parts"): light levels span five
// powers of ten (1 to 100000 lux), so the slider is logarithmic — each fifth of its track is ten times
// brighter — and the level is shown in words a learner knows as well as in lux.

/** Slider steps from the darkest to the brightest end. */
export const LIGHT_STEPS = 100;

interface Limits {
  min: number;
  max: number;
}

/** The lux at slider step `step` (0..LIGHT_STEPS), rounded to two significant figures. */
export function luxAtStep(step: number, { min, max }: Limits): number {
  const t = Math.min(LIGHT_STEPS, Math.max(0, step)) / LIGHT_STEPS;
  const lux = min * Math.pow(max / min, t);
  return Math.min(max, Math.max(min, Number(lux.toPrecision(2))));
}

/** The slider step nearest to `lux`. */
export function stepOfLux(lux: number, { min, max }: Limits): number {
  const clamped = Math.min(max, Math.max(min, lux));
  return Math.round((Math.log(clamped / min) / Math.log(max / min)) * LIGHT_STEPS);
}

/** Named light levels (lux) a learner knows: where each word starts. */
const WORDS: readonly [number, string][] = [
  [30000, 'sunlight'],
  [1000, 'daylight'],
  [60, 'classroom'],
  [3, 'dusk'],
  [0, 'dark'],
];

/** The light level in words: dark (1 lux), dusk (10), classroom (300), daylight (1000+), sunlight. */
export function lightWords(lux: number): string {
  return WORDS.find(([from]) => lux >= from)?.[1] ?? 'dark';
}

/** What the slider says: 'classroom, 300 lux'. */
export function lightText(lux: number): string {
  return `${lightWords(lux)}, ${lux.toLocaleString('en')} lux`;
}
