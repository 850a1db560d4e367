// Test and benchmark support (not part of the engine bundle): grids written as text, one string per
// row, cells separated by spaces. A cell is `code[value][@rotation]`, `.` is empty:
//   B battery · W straight-wire · L corner-wire · T t-wire · S star · X block · K+ / K- switch on / off
//   R330 resistor · C10000uF capacitor · D diode · M mosfet · rb yb gb / rs ys gs bulbs (s = straight)
//   rl yl gl LEDs
//   P probe · V+ / V- voltage probes · I probe-current
//   Q1000:0.25 potentiometer (track ohms : knob position) · H+ / H- push button held / released · G light sensor
// e.g. ['L@270 B L', 'L@180 R330 rb@180'] is a battery, 330 Ω and a red bulb in one loop.
import type { Cell, ComponentType, Grid, Rotation } from '../types';

const CODES: Readonly<Record<string, ComponentType>> = {
  B: 'battery', W: 'straight-wire', L: 'corner-wire', T: 't-wire', S: 'star', X: 'block', K: 'switch',
  R: 'resistor', C: 'capacitor', D: 'diode', M: 'mosfet',
  rb: 'red-bulb', yb: 'yellow-bulb', gb: 'green-bulb',
  rs: 'red-bulb-straight', ys: 'yellow-bulb-straight', gs: 'green-bulb-straight',
  rl: 'red-led', yl: 'yellow-led', gl: 'green-led',
  Q: 'potentiometer',
  H: 'push-button',
  G: 'ldr',
  P: 'probe', 'V+': 'probe-voltage-pos', 'V-': 'probe-voltage-neg', I: 'probe-current',
};

export function parseCell(token: string): Cell | null {
  if (token === '.') return null;
  const [body, rot = '0'] = token.split('@');
  const code = Object.keys(CODES)
    .filter((c) => body.startsWith(c))
    .sort((a, b) => b.length - a.length)[0];
  if (!code) throw new Error(`unknown cell token ${token}`);
  const value = body.slice(code.length);
  const cell: Cell = { type: CODES[code], rotation: Number(rot) as Rotation };
  if (code === 'K') cell.isOn = value === '+';
  else if (code === 'H') cell.pressed = value === '+';
  else if (code === 'R' && value) cell.resistanceValue = Number(value);
  else if (code === 'C' && value) cell.capacitance = value;
  else if (code === 'Q' && value) [cell.resistanceValue, cell.position] = value.split(':').map(Number);
  return cell;
}

export function gridOf(rows: readonly string[]): Grid {
  return rows.map((row) => row.trim().split(/\s+/).map(parseCell));
}
