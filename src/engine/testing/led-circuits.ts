// Small hand-drawn LED circuits for the ngspice differential test (docs/engine.md, "LEDs"): each colour
// through 330 Ω and 560 Ω, one turned round, one straight across the battery (it explodes at t = 0 and
// is left open), LEDs in series, beside a bulb and a reversed diode, and LEDs with capacitors. The
// bottom row runs left to right from the battery's + side, so an LED at 180° is forward there.
import type { BulbState, LightType } from '../types';

export interface LedCircuit {
  name: string;
  rows: string[];
  /** The state docs/engine.md's rules give, where the circuit is one of its worked examples. */
  expect?: Partial<Record<LightType, BulbState>>;
}

export const LED_CIRCUITS: readonly LedCircuit[] = [
  { name: 'red LED and 330 Ω', rows: ['L@270 B W@90 L', 'L@180 R330 rl@180 L@90'], expect: { 'red-led': 'ON' } },
  { name: 'yellow LED and 330 Ω', rows: ['L@270 B W@90 L', 'L@180 R330 yl@180 L@90'], expect: { 'yellow-led': 'ON' } },
  { name: 'green LED and 330 Ω', rows: ['L@270 B W@90 L', 'L@180 R330 gl@180 L@90'], expect: { 'green-led': 'ON' } },
  { name: 'red LED and 560 Ω', rows: ['L@270 B W@90 L', 'L@180 R560 rl@180 L@90'], expect: { 'red-led': 'ON' } },
  { name: 'yellow LED and 560 Ω', rows: ['L@270 B W@90 L', 'L@180 yl@180 R560 L@90'], expect: { 'yellow-led': 'ON' } },
  { name: 'green LED and 560 Ω', rows: ['L@270 B W@90 L', 'L@180 R560 gl@180 L@90'], expect: { 'green-led': 'ON' } },
  { name: 'green LED and 4700 Ω', rows: ['L@270 B W@90 L', 'L@180 R4700 gl@180 L@90'], expect: { 'green-led': 'DIM' } },
  { name: 'red LED turned round', rows: ['L@270 B W@90 L', 'L@180 R330 rl L@90'], expect: { 'red-led': 'OFF' } },
  { name: 'yellow LED turned round, no resistor', rows: ['L@270 B W@90 L', 'L@180 W@90 yl L@90'], expect: { 'yellow-led': 'OFF' } },
  { name: 'red LED straight across the battery', rows: ['L@270 B W@90 L', 'L@180 W@90 rl@180 L@90'], expect: { 'red-led': 'EXPLODED' } },
  { name: 'three LEDs in series and 100 Ω', rows: ['L@270 B W@90 W@90 W@90 L', 'L@180 R100 rl@180 yl@180 gl@180 L@90'] },
  { name: 'red LED beside a red bulb', rows: ['L@270 B R220 L', 'T@270 rl@180 W@90 T@90', 'L@180 rs W@90 L@90'] },
  { name: 'green LED beside a reversed diode', rows: ['L@270 B R330 L', 'T@270 gl@180 W@90 T@90', 'L@180 D W@90 L@90'] },
  { name: 'LEDs facing each other across two rows', rows: ['L@270 B R470 L', 'T@270 rl@180 W@90 T@90', 'L@180 yl W@90 L@90'] },
  { name: 'red LED charging a capacitor', rows: ['L@270 B W@90 W@90 L', 'L@180 R330 C1000uF rl@180 L@90'] },
  { name: 'yellow LED fed by a charging capacitor, no resistor', rows: ['L@270 B W@90 W@90 L', 'L@180 C100uF W@90 yl@180 L@90'] },
  { name: 'green LED across a capacitor', rows: ['L@270 B R330 L', 'T@270 gl@180 W@90 T@90', 'L@180 C1000uF W@90 L@90'] },
];
