// A picture-like way to write a circuit exercise's grid: one token per cell, rows on lines. A token
// prefixed with '?' is a piece the learner places (it goes into the reference solution and the tray);
// anything else is pre-placed. Keeps the many small puzzles of chapters 3–7 readable and hard to get
// wrong (see docs/course.md "Writing circuits").
import { paramValues, trayValuesOf, withState } from '../engine/components/catalogue';
import type { Cell, ComponentType, PieceValues, Rotation } from '../engine/types';
import type { InventoryItem, PrePlacedComponent } from '../api/exercise';
import type { Placement } from './schema';

type Piece = PrePlacedComponent & Placement;

/** Token → piece (without row/col). Rotations follow the engine's sides (clockwise from rotation 0). */
function piece(token: string): Omit<Piece, 'row' | 'col'> {
  const fixed: Record<string, [ComponentType, Rotation]> = {
    // wires: corners by the two sides they join; T-wires by the side they lack
    '┌': ['corner-wire', 270], '┐': ['corner-wire', 0], '└': ['corner-wire', 180], '┘': ['corner-wire', 90],
    '┬': ['t-wire', 0], '┤': ['t-wire', 90], '┴': ['t-wire', 180], '├': ['t-wire', 270],
    '─': ['straight-wire', 90], '│': ['straight-wire', 0],
    B: ['battery', 0], 'B<': ['battery', 180],
    '*': ['star', 0], '*|': ['star', 90],
    X: ['block', 0],
    M: ['mosfet', 0],
    // bulbs: the angled bulb by the two sides it joins; '-' forms are the straight bulbs (left–right)
    'r┐': ['red-bulb', 90], 'r┘': ['red-bulb', 180], 'r└': ['red-bulb', 270], 'r┌': ['red-bulb', 0],
    'g┐': ['green-bulb', 90], 'g┘': ['green-bulb', 180], 'g└': ['green-bulb', 270], 'g┌': ['green-bulb', 0],
    'y│': ['yellow-bulb', 0], 'y─': ['yellow-bulb', 90],
    'r-': ['red-bulb-straight', 0], 'g-': ['green-bulb-straight', 0], 'y-': ['yellow-bulb-straight', 0],
    'r|': ['red-bulb-straight', 90], 'g|': ['green-bulb-straight', 90], 'y|': ['yellow-bulb-straight', 90],
    // probes (left–right at rotation 0; '|' upright). The current probe reads + for current left → right;
    // 'A<' is turned round and reads + for current right → left.
    A: ['probe-current', 0], 'A<': ['probe-current', 180], 'A|': ['probe-current', 90],
    'V+': ['probe-voltage-pos', 0], 'V-': ['probe-voltage-neg', 0], 'V+|': ['probe-voltage-pos', 90], 'V-|': ['probe-voltage-neg', 90],
    P: ['probe', 0], 'P|': ['probe', 90],
    // diode: conducts towards its cathode; 'D>' passes current left → right, 'D<' right → left
    'D>': ['diode', 180], 'D<': ['diode', 0], 'Dv': ['diode', 270], 'D^': ['diode', 90],
    // LEDs (left = cathode at rotation 0): 'rL>' is a red LED passing left → right, 'gL<' a green one right → left
    'rL>': ['red-led', 180], 'rL<': ['red-led', 0], 'yL>': ['yellow-led', 180], 'yL<': ['yellow-led', 0],
    'gL>': ['green-led', 180], 'gL<': ['green-led', 0],
  };
  const known = fixed[token];
  if (known) return { type: known[0], rotation: known[1] };
  // switches: S0 (open) / S1 (closed), 'S0|' upright
  const sw = /^S([01])(\|?)$/.exec(token);
  if (sw) return withState({ type: 'switch', rotation: sw[2] ? 90 : 0 }, sw[1] === '1');
  // potentiometer: K (wiper at the bottom), K^ (top), K< (left), K> (right); an optional track in ohms
  // and knob position: K10000, K@0.25, K^@1 (position 0 is the wiper at the track's own left end)
  const k = /^K(\d+)?([\^<>]?)(?:@(\d*\.?\d+))?$/.exec(token);
  if (k) {
    const rotation = ({ '': 0, '^': 180, '<': 90, '>': 270 } as const)[k[2] as '' | '^' | '<' | '>'];
    return { type: 'potentiometer', rotation, ...paramValues('potentiometer', [k[1] ? Number(k[1]) : undefined, k[3] ? Number(k[3]) : undefined]) };
  }
  // push button: T (released, left–right), T| upright; T* / T*| held down (for a number's circuit)
  const t = /^T(\*?)(\|?)$/.exec(token);
  if (t) return t[1] ? withState({ type: 'push-button', rotation: t[2] ? 90 : 0 }, true) : { type: 'push-button', rotation: t[2] ? 90 : 0 };
  // light sensor: L (left–right), L| upright
  if (token === 'L' || token === 'L|') return { type: 'ldr', rotation: token === 'L' ? 0 : 90 };
  // resistors: R330, R560|, …
  const r = /^R(\d+)(\|?)$/.exec(token);
  if (r) return { type: 'resistor', rotation: r[2] ? 90 : 0, ...paramValues('resistor', [Number(r[1])]) };
  // capacitors: C (10 000 µF), C|, or C:4700uF
  const c = /^C(\|?)(?::(.+))?$/.exec(token);
  if (c) return { type: 'capacitor', rotation: c[1] ? 90 : 0, ...paramValues('capacitor', [c[2]]) };
  throw new Error(`layout: unknown token '${token}'`);
}

export interface Layout {
  rows: number;
  cols: number;
  prePlacedComponents: PrePlacedComponent[];
  /** The learner's pieces, in reading order: the reference solution. */
  place: Placement[];
}

/** Parses a layout: whitespace separates tokens, '.' is an empty cell, '?' marks a learner's piece. */
export function layout(text: string): Layout {
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l.length > 0);
  const rows = lines.map((l) => l.split(/\s+/));
  const cols = rows[0].length;
  const pre: PrePlacedComponent[] = [];
  const place: Placement[] = [];
  rows.forEach((tokens, row) => {
    if (tokens.length !== cols) throw new Error(`layout: row ${row} has ${tokens.length} cells, row 0 has ${cols}`);
    tokens.forEach((token, col) => {
      if (token === '.') return;
      const learner = token.startsWith('?');
      const p = { ...piece(learner ? token.slice(1) : token), row, col };
      (learner ? place : pre).push(p);
    });
  });
  return { rows: rows.length, cols, prePlacedComponents: pre, place };
}

/** Same type and the same tray values as written (330 and an unset value differ: the author wrote them apart). */
function sameTrayPiece(a: Pick<Cell, 'type'> & PieceValues, b: Pick<Cell, 'type'> & PieceValues): boolean {
  const [va, vb]: Record<string, unknown>[] = [trayValuesOf(a), trayValuesOf(b)];
  return a.type === b.type && [...new Set([...Object.keys(va), ...Object.keys(vb)])].every((name) => va[name] === vb[name]);
}

/**
 * The tray for a solution: one item per piece type and tray values (a resistor's ohms …), counted, in the
 * rotation of its first use unless `turned` asks the learner to turn it themselves (rotation 0).
 */
export function trayFor(place: readonly Placement[], extras: InventoryItem[] = [], turned = false): InventoryItem[] {
  const items: InventoryItem[] = [];
  for (const p of place) {
    const same = items.find((i) => sameTrayPiece(i, p));
    if (same) same.count += 1;
    else items.push({ type: p.type, count: 1, rotation: turned ? 0 : p.rotation, ...trayValuesOf(p) });
  }
  for (const extra of extras) {
    const same = items.find((i) => sameTrayPiece(i, extra));
    if (same) same.count += extra.count;
    else items.push(extra);
  }
  return items;
}

/** Every piece of a layout ('?' pieces included): a quiz's read-only circuit (supportingCircuit). */
export function picture(text: string): PrePlacedComponent[] {
  const l = layout(text);
  return [...l.prePlacedComponents, ...l.place];
}
