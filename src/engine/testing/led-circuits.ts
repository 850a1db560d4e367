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
  { name: 'red LED and 330 Ω', rows: ['┌ B    ─   ┐', '└ R330 rL> ┘'], expect: { 'red-led': 'ON' } },
  { name: 'yellow LED and 330 Ω', rows: ['┌ B    ─   ┐', '└ R330 yL> ┘'], expect: { 'yellow-led': 'ON' } },
  { name: 'green LED and 330 Ω', rows: ['┌ B    ─   ┐', '└ R330 gL> ┘'], expect: { 'green-led': 'ON' } },
  { name: 'red LED and 560 Ω', rows: ['┌ B    ─   ┐', '└ R560 rL> ┘'], expect: { 'red-led': 'ON' } },
  { name: 'yellow LED and 560 Ω', rows: ['┌ B   ─    ┐', '└ yL> R560 ┘'], expect: { 'yellow-led': 'ON' } },
  { name: 'green LED and 560 Ω', rows: ['┌ B    ─   ┐', '└ R560 gL> ┘'], expect: { 'green-led': 'ON' } },
  { name: 'green LED and 4700 Ω', rows: ['┌ B     ─   ┐', '└ R4700 gL> ┘'], expect: { 'green-led': 'DIM' } },
  { name: 'red LED turned round', rows: ['┌ B    ─   ┐', '└ R330 rL< ┘'], expect: { 'red-led': 'OFF' } },
  { name: 'yellow LED turned round, no resistor', rows: ['┌ B ─   ┐', '└ ─ yL< ┘'], expect: { 'yellow-led': 'OFF' } },
  { name: 'red LED straight across the battery', rows: ['┌ B ─   ┐', '└ ─ rL> ┘'], expect: { 'red-led': 'EXPLODED' } },
  { name: 'three LEDs in series and 100 Ω', rows: ['┌ B    ─   ─   ─   ┐', '└ R100 rL> yL> gL> ┘'] },
  { name: 'red LED beside a red bulb', rows: ['┌ B   R220 ┐', '├ rL> ─    ┤', '└ r-  ─    ┘'] },
  { name: 'green LED beside a reversed diode', rows: ['┌ B   R330 ┐', '├ gL> ─    ┤', '└ D<  ─    ┘'] },
  { name: 'LEDs facing each other across two rows', rows: ['┌ B   R470 ┐', '├ rL> ─    ┤', '└ yL< ─    ┘'] },
  { name: 'red LED charging a capacitor', rows: ['┌ B    ─        ─   ┐', '└ R330 C:1000uF rL> ┘'] },
  { name: 'yellow LED fed by a charging capacitor, no resistor', rows: ['┌ B       ─ ─   ┐', '└ C:100uF ─ yL> ┘'] },
  { name: 'green LED across a capacitor', rows: ['┌ B        R330 ┐', '├ gL>      ─    ┤', '└ C:1000uF ─    ┘'] },
];
