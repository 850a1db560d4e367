// The doorbell scenario level the scenario tests share: a battery loop with a 330 Ω resistor, a red bulb
// and a gap at row 1, column 2, a push button and a wire in the tray, judged with the button pressed
// (bulb ON) and released (bulb OFF). The judge's test reads it as an exercise, the route test as a level.
import type { PrePlacedComponent, Scenario } from '../../src/api/index';
import type { GoalBulb } from '../../src/engine/index';

export const DOORBELL_PIECES: PrePlacedComponent[] = [
  { type: 'corner-wire', row: 0, col: 0, rotation: 270 },
  { type: 'battery', row: 0, col: 1, rotation: 0 },
  { type: 'straight-wire', row: 0, col: 2, rotation: 90 },
  { type: 'corner-wire', row: 0, col: 3, rotation: 0 },
  { type: 'corner-wire', row: 1, col: 0, rotation: 180 },
  { type: 'resistor', row: 1, col: 1, rotation: 0, resistanceValue: 330 },
  { type: 'red-bulb', row: 1, col: 3, rotation: 180 },
];

/** The tray: one push button and one straight wire. */
export const DOORBELL_TRAY = [
  { type: 'push-button', count: 1 },
  { type: 'straight-wire', count: 1 },
] as const;

/** Light-only goals, so a community level (whose scenarios have no readings) takes them too. */
export const DOORBELL_SCENARIOS: (Scenario & { goal: GoalBulb[] })[] = [
  { label: 'Button pressed', inputs: { pressed: true }, goal: [{ type: 'red-bulb', status: 'ON' }] },
  { label: 'Button released', inputs: { pressed: false }, goal: [{ type: 'red-bulb', status: 'OFF' }] },
];
