// The circuits chapter 11 measures, shared by its puzzles, quizzes and number annotations
// (taught-numbers.ts), so every figure a text teaches is read from the circuit the learner meets.
// Tokens (docs/course.md "Writing circuits"): K potentiometer (K^ wiper on top, @0.25 the knob),
// L light sensor, T push button (T* held down).

/** A dimmer: 330 Ω, then the track from its left end to the wiper, then the bulb; knob at `p`. */
export const dimmer = (p: number) => `
┌ B R330 K@${p} .
A| . . └ ┐
└ ─ ─ r- ┘`;

/** The dimmer with the voltage probes across the knob's share of the track (R = V ÷ I reads it). */
export const dimmerTrack = (p: number) => `
┌ B R330 V+ K@${p}
A| . . . V-|
└ ─ ─ r- ┘`;

/** The dimmer without its 330 Ω, knob at 0 (read with a 40 Ω resistor for the bulb, as it burns out at once). */
export const DIMMER_NO_RESISTOR = `
┌ B ─ K@0 .
A| . . └ ┐
└ ─ ─ R40 ┘`;

/** A voltage divider: the track across the battery, the plain probe on the wiper; knob at `p`. */
export const divider = (p: number) => `
┌ B ─ ─ ┐
│ P| . . │
└ K^@${p} ─ ─ ┘`;

/** The light sensor under 660 Ω, the voltage probes across the sensor, the current probe in the loop. */
export const SENSOR_DIVIDER = `
┌ B R660 ─ ┐
A| . . . │
└ V+ L V- ┘`;

/** Lux values the chapter names (the board's light slider): bright room, classroom, dusk, dark, daylight. */
export const LUX = { bright: 1000, classroom: 300, dusk: 10, dark: 1, daylight: 10000 } as const;

/**
 * The night light: 330 Ω and the lamp on the MOSFET's drain; 660 Ω and the sensor divide the gate's
 * push, and the plain probe hangs from the gate's wire to read it.
 */
export const NIGHT_LIGHT = `
┌ R330 ─ r- ┐
├ ?R660 ┬ ?┬ M
│ . P| ?L| │
└ B ─ ?┴ ┘`;

/** A push button on the gate, the current probe after it, 660 Ω pull-down from the gate to −; `held` presses it. */
export const buttonGate = (held: boolean) => `
┌ R330 ─ r- ┐
├ T${held ? '*' : ''} A ┬ M
│ . . R660| │
└ B ─ ┴ ┘`;

/** A push button in series with 330 Ω and a bulb (a doorbell's light); `held` presses it. */
export const doorbell = (held: boolean) => `
┌ B R330 T${held ? '*' : ''} ┐
A| . . . │
└ ─ ─ r- ┘`;

/** The button's gate with the plain probe on it: released, the pull-down holds the gate at 0 V. */
export const GATE_UP_PROBE = `
┌ R330 ─ r- ┐
├ T ┬ ┬ M
│ . P| R660| │
└ B ─ ┴ ┘`;
