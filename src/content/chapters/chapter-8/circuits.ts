// The loops chapter 8 measures, shared by its texts' number annotations (taught-numbers.ts) so every
// power and battery-life figure is read from the same circuit the learner builds.

/** 330 Ω and a bulb; the voltage probes across the bulb, the current probe in the loop (about 24 mW). */
export const BULB_POWER = `
┌ B R330 ─ ┐
A| . . . │
└ V+ r- V- ┘`;

/** The same loop with the probes across the resistor (about 194 mW). */
export const RESISTOR_POWER = `
┌ B ─ r- ┐
A| . . . │
└ V+ R330 V- ┘`;

/** 560 Ω: the bulb's power drops to about 9 mW. */
export const DIM_POWER = BULB_POWER.replace('R330', 'R560');

/** A bulb straight on the battery (read with a 40 Ω resistor in its place, as it burns out at once). */
export const BARE_BULB_POWER = `
┌ B ─ ─ ┐
A| . . . │
└ V+ R40 V- ┘`;

/** Two bulbs on their own paths: the battery gives about 48 mA. */
export const TWO_PATHS = `
┌ B< A ─ ┐
├ R330 r- ─ ┤
└ R330 g- ─ ┘`;

/** A red LED with 330 Ω (about 21 mA). */
export const LED_LOOP = `
┌ B R330 ─ ┐
A| . . . │
└ ─ rL> ─ ┘`;

/** A 9 V battery's capacity as this chapter assumes it (a typical alkaline 9 V battery). */
export const BATTERY_MAH = 500;
