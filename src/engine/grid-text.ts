// The one way to write a grid as text (docs/engine.md "Grid text", where the token table lives): one
// token per cell, whitespace between cells, a line per row, `.` an empty cell. The course draws its
// puzzles in it (content/layout.ts adds the learner's `?`), and the tests write their
// circuits in it. Every cell the engine accepts has exactly one token (`tokenOfCell`), and reading it
// back gives the same cell. Pure: no I/O. Values are reached through the catalogue, never by field name.
import { componentDefinition, paramsOf, STATE_FIELDS, PARAMS } from './components/catalogue';
import { FAULT_KINDS, type Cell, type ComponentType, type FaultKind, type Grid, type PieceValues, type Rotation, type ValueName } from './types';

/** How a piece's values are written around its turn marks: `head` before them, `tail` after. */
interface ValueCodec {
  /** A regular expression (one capture group) for the written value; it may match ''. */
  pattern: string;
  read: (type: ComponentType, text: string) => PieceValues;
  /** The text for the cell's values ('' when unset). */
  write: (cell: Cell) => string;
}

/** The tokens of one type: its letters, then a head value, a turn mark, a tail value. */
interface Family {
  type: ComponentType;
  letters: string;
  /** The mark after the head for each rotation that has one of its own. */
  marks: Partial<Record<Rotation, string>>;
  head?: ValueCodec;
  tail?: ValueCodec;
}

/** A number as JavaScript writes it (330, 0.25, 1e-7): String(n) reads back as n. */
const NUMBER = String.raw`-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?`;

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`grid text: ${value} is not a number a cell can hold`);
  return Object.is(value, -0) ? '-0' : String(value);
}

/** The type's n-th declared value (a potentiometer's track ohms, then its knob), read and written as a number. */
function param(index: number, lead = ''): ValueCodec {
  return {
    pattern: `(?:${escape(lead)}(${NUMBER}))?`,
    read: (type, text) => (text ? { [paramsOf(type)[index][0]]: Number(text) } : {}),
    write: (cell) => {
      const value = cell[paramsOf(cell.type)[index][0]];
      return value === undefined ? '' : lead + numberText(Number(value));
    },
  };
}

/** A capacitor's value: `:4700uF` as written (a space as `_`), or `=0.01` farads as a number. */
const farads: ValueCodec = {
  pattern: String.raw`((?::\S+)|(?:=${NUMBER}))?`,
  read: (type, text) => {
    const [name] = paramsOf(type)[0];
    if (!text) return {};
    return { [name]: text.startsWith('=') ? Number(text.slice(1)) : text.slice(1).replace(/_/g, ' ') };
  },
  write: (cell) => {
    const value = cell[paramsOf(cell.type)[0][0]];
    if (value === undefined) return '';
    if (typeof value === 'number') return `=${numberText(value)}`;
    if (value === '' || /[^\S ]|[_!/]/.test(value)) throw new Error(`grid text: no token for the capacitor value '${value}'`);
    return `:${value.replace(/ /g, '_')}`;
  },
};

/** An on/off state: unset writes nothing, then the marks for off and on (a switch's `S0`/`S1`). */
function state(off: string, on: string): ValueCodec {
  const field = (type: ComponentType) => componentDefinition(type).state?.field;
  return {
    pattern: `(${escape(off)}|${escape(on)})?`,
    read: (type, text) => (text ? { [field(type) as string]: text === on } : {}),
    write: (cell) => {
      const name = field(cell.type);
      const value = name === undefined ? undefined : cell[name];
      return value === undefined ? '' : value ? on : off;
    },
  };
}

const fixed = (type: ComponentType, letters: string, marks: Family['marks']): Family => ({ type, letters, marks });
const upright = { 0: '', 90: '|' } as const;
const angledBulb = { 90: '┐', 180: '┘', 270: '└', 0: '┌' } as const;
/** A diode or an LED by the way it passes current: `<` right → left (rotation 0), `>` left → right. */
const passing = { 0: '<', 90: '^', 180: '>', 270: 'v' } as const;

/** Every type's tokens. Rotations follow the engine's sides, clockwise from rotation 0. */
const FAMILIES: readonly Family[] = [
  // wires: corners by the two sides they join, T-wires by the side they lack
  fixed('corner-wire', '', { 270: '┌', 0: '┐', 180: '└', 90: '┘' }),
  fixed('t-wire', '', { 0: '┬', 90: '┤', 180: '┴', 270: '├' }),
  fixed('straight-wire', '', { 90: '─', 0: '│' }),
  fixed('battery', 'B', { 0: '', 180: '<' }),
  fixed('star', '*', upright),
  fixed('block', 'X', { 0: '' }),
  fixed('mosfet', 'M', { 0: '' }),
  fixed('red-bulb', 'r', angledBulb),
  fixed('green-bulb', 'g', angledBulb),
  fixed('yellow-bulb', 'y', { 0: '│', 90: '─' }),
  fixed('red-bulb-straight', 'r', { 0: '-', 90: '|' }),
  fixed('green-bulb-straight', 'g', { 0: '-', 90: '|' }),
  fixed('yellow-bulb-straight', 'y', { 0: '-', 90: '|' }),
  fixed('probe-current', 'A', { 0: '', 90: '|', 180: '<' }),
  fixed('probe-voltage-pos', 'V+', upright),
  fixed('probe-voltage-neg', 'V-', upright),
  fixed('probe', 'P', upright),
  fixed('diode', 'D', passing),
  fixed('red-led', 'rL', passing),
  fixed('yellow-led', 'yL', passing),
  fixed('green-led', 'gL', passing),
  fixed('ldr', 'L', upright),
  { type: 'switch', letters: 'S', marks: upright, head: state('0', '1') },
  { type: 'push-button', letters: 'T', marks: upright, head: state('0', '*') },
  { type: 'resistor', letters: 'R', marks: upright, head: param(0) },
  { type: 'capacitor', letters: 'C', marks: upright, tail: farads },
  // potentiometer: the wiper's side (bottom at rotation 0), the track in ohms before it, the knob after '@'
  { type: 'potentiometer', letters: 'K', marks: { 0: '', 90: '<', 180: '^', 270: '>' }, head: param(0), tail: param(1, '@') },
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}

const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

/** Each family's reader: letters, head, one of its marks, tail. */
const READERS = FAMILIES.map((family) => {
  const marks = Object.entries(family.marks).map(([rotation, mark]) => [Number(rotation) as Rotation, mark] as const);
  const markPattern = `(${marks.map(([, mark]) => escape(mark)).join('|')})`;
  const pattern = new RegExp(`^${escape(family.letters)}${family.head?.pattern ?? '()'}${markPattern}${family.tail?.pattern ?? '()'}$`);
  return { family, marks, pattern };
});

const FAMILY_OF = new Map<ComponentType, Family>(FAMILIES.map((family) => [family.type, family]));

/** `/90` after a token: a turn its type has no mark for (a battery standing up). */
const TURN = /^(.+)\/(0|90|180|270)$/;
/** `!open`, `!short`, `!flat`: a hidden fault; `!33000`: the ohms a resistor really has (fault finding). */
const FAULT = new RegExp(`^(.+?)((?:!(?:${FAULT_KINDS.join('|')}))?)((?:!${NUMBER})?)$`);

/** The cell a token stands for ('.' is an empty cell: null). Throws on a token not in the table or not spelled as tokenOfCell spells it. */
export function cellOfToken(token: string): Cell | null {
  if (token === '.') return null;
  const turn = TURN.exec(token);
  const [, body, faultText, faultValueText] = FAULT.exec(turn ? turn[1] : token) ?? [];
  for (const { family, marks, pattern } of READERS) {
    const match = body === undefined ? null : pattern.exec(body);
    if (!match) continue;
    const rotation = turn ? (Number(turn[2]) as Rotation) : (marks.find(([, mark]) => mark === match[2])?.[0] ?? 0);
    const cell: Cell = {
      type: family.type,
      rotation,
      ...(family.head?.read(family.type, match[1]) ?? {}),
      ...(family.tail?.read(family.type, match[3]) ?? {}),
      ...(faultText ? { fault: faultText.slice(1) as FaultKind } : {}),
      ...(faultValueText ? { faultValue: Number(faultValueText.slice(1)) } : {}),
    };
    if (tokenOfCell(cell) !== token) throw new Error(`grid text: write '${tokenOfCell(cell)}', not '${token}'`);
    return cell;
  }
  throw new Error(`grid text: unknown token '${token}'`);
}

/** Every value field of every part. */
const VALUE_FIELDS: readonly ValueName[] = [...(Object.keys(PARAMS) as ValueName[]), ...STATE_FIELDS];

/** The one token of a cell (null: '.'). Throws on a value its type does not have. */
export function tokenOfCell(cell: Cell | null): string {
  if (cell === null) return '.';
  const family = FAMILY_OF.get(cell.type);
  if (!family) throw new Error(`grid text: unknown type '${String(cell.type)}'`);
  const own = new Set<string>([...paramsOf(cell.type).map(([name]) => name), componentDefinition(cell.type).state?.field ?? '']);
  const stray = VALUE_FIELDS.find((name) => !own.has(name) && cell[name] !== undefined);
  if (stray) throw new Error(`grid text: a ${cell.type} has no ${stray}`);
  if (!ROTATIONS.includes(cell.rotation)) throw new Error(`grid text: ${String(cell.rotation)} is not a rotation`);
  const ownMark = family.marks[cell.rotation];
  // A turn without a mark of its own is written after the mark of the same axis (or of rotation 0).
  const mark = ownMark ?? family.marks[((cell.rotation + 180) % 360) as Rotation] ?? family.marks[0] ?? '';
  const fault = (cell.fault ? `!${cell.fault}` : '') + (cell.faultValue === undefined ? '' : `!${numberText(cell.faultValue)}`);
  const turn = ownMark === undefined ? `/${cell.rotation}` : '';
  return `${family.letters}${family.head?.write(cell) ?? ''}${mark}${family.tail?.write(cell) ?? ''}${fault}${turn}`;
}

/** The tokens of a text (or of its rows, a string each), row by row. Rows may differ in length: the engine judges the grid. */
export function tokenRows(text: string | readonly string[]): string[][] {
  return (typeof text === 'string' ? text.split('\n') : text)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => line.split(/\s+/));
}

/** The grid a text draws: a line per row, or the rows as strings (`['┌ B ┐', '└ R330 r┘']`). */
export function gridFromText(text: string | readonly string[]): Grid {
  return tokenRows(text).map((tokens) => tokens.map(cellOfToken));
}

/** The text of a grid: a line per row, each column padded to its widest token so the picture lines up. */
export function textOfGrid(grid: Grid): string {
  const tokens = grid.map((row) => row.map(tokenOfCell));
  const widths = Array.from({ length: Math.max(0, ...tokens.map((row) => row.length)) }, (_, col) => Math.max(...tokens.map((row) => row[col]?.length ?? 0)));
  return tokens.map((row) => row.map((token, col) => token.padEnd(widths[col])).join(' ').trimEnd()).join('\n');
}
