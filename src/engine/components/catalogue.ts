// The catalogue: the explicit list of component types, and the one place the rest of the app reads a
// part's facts from (validation, API schemas, solver, level creator, generator, art). Adding a type:
// add its id to types.ts, write its module, add one line here (docs/architecture.md, "Adding a part").
import type { Cell, ComponentType, GoalLightType, LightType, ParamName, PieceValues, StateName, ValueName } from '../types';
import { battery } from './battery';
import { block } from './block';
import { capacitor } from './capacitor';
import { cornerWire } from './corner-wire';
import type { ComponentDefinition, LightSpec, ParamSpec, TapBehaviour } from './define';
import { diode } from './diode';
import { greenBulb } from './green-bulb';
import { greenBulbStraight } from './green-bulb-straight';
import { greenLed, redLed, yellowLed } from './led';
import { ldr } from './ldr';
import { mosfet } from './mosfet';
import { potentiometer } from './potentiometer';
import { probe } from './probe';
import { pushButton } from './push-button';
import { probeCurrent } from './probe-current';
import { probeVoltageNeg } from './probe-voltage-neg';
import { probeVoltagePos } from './probe-voltage-pos';
import { redBulb } from './red-bulb';
import { redBulbStraight } from './red-bulb-straight';
import { resistor } from './resistor';
import { star } from './star';
import { straightWire } from './straight-wire';
import { switchComponent } from './switch';
import { tWire } from './t-wire';
import { yellowBulb } from './yellow-bulb';
import { yellowBulbStraight } from './yellow-bulb-straight';

export const CATALOGUE: readonly ComponentDefinition[] = [
  battery,
  straightWire,
  cornerWire,
  tWire,
  star,
  block,
  switchComponent,
  pushButton,
  resistor,
  potentiometer,
  ldr,
  capacitor,
  diode,
  mosfet,
  redBulb,
  yellowBulb,
  greenBulb,
  redBulbStraight,
  yellowBulbStraight,
  greenBulbStraight,
  redLed,
  yellowLed,
  greenLed,
  probe,
  probeVoltagePos,
  probeVoltageNeg,
  probeCurrent,
];

/**
 * Every value field a cell may carry, with the parts that declare it (a field may serve several parts,
 * each with its own limits): built from the parts' declarations, read by the piece helpers below and
 * by param-schemas.ts.
 */
export const PARAMS: Readonly<Record<ParamName, readonly ParamSpec[]>> = (() => {
  const fields: Partial<Record<ParamName, ParamSpec[]>> = {};
  for (const definition of CATALOGUE) {
    for (const [name, spec] of Object.entries(definition.params) as [ParamName, ParamSpec][]) (fields[name] ??= []).push(spec);
  }
  return fields as Record<ParamName, ParamSpec[]>;
})();

/** Every on/off state field (a switch's isOn …). */
export const STATE_FIELDS: readonly StateName[] = [...new Set(CATALOGUE.flatMap((d) => (d.state ? [d.state.field] : [])))];

/** Every board input the parts read (the simulate request's fields, with their specs). */
export const BOARD_INPUTS: Readonly<Record<string, ParamSpec<number>>> = Object.assign({}, ...CATALOGUE.map((d) => d.boardInputs));

/** The board inputs a request (or scenario) sets, by field name: what buildCircuit hands the parts. */
export function boardInputsOf(request: object): Record<string, number> {
  const inputs: Record<string, number> = {};
  for (const name of Object.keys(BOARD_INPUTS)) {
    const value = (request as Record<string, unknown>)[name];
    if (typeof value === 'number') inputs[name] = value;
  }
  return inputs;
}

const BY_TYPE = new Map<string, ComponentDefinition>(CATALOGUE.map((definition) => [definition.type, definition]));

export function componentDefinition(type: ComponentType): ComponentDefinition {
  const definition = BY_TYPE.get(type);
  if (!definition) throw new Error(`unknown component type ${type}`);
  return definition;
}

/** The light facts of a type, or null when it is not a light. */
export function lightOf(type: string): LightSpec | null {
  return BY_TYPE.get(type)?.light ?? null;
}

/** A light in words: 'red bulb', 'green LED' (both red bulbs are a 'red bulb'). */
export function lightWords(type: string): string | null {
  const light = lightOf(type);
  return light ? `${light.colour} ${light.kind === 'led' ? 'LED' : 'bulb'}` : null;
}

export function isLight(type: string): type is LightType {
  return lightOf(type) !== null;
}

/** The goal a light answers ('red-bulb' for 'red-bulb-straight'), or null for other parts. */
export function goalOf(type: string): GoalLightType | null {
  return lightOf(type)?.goal ?? null;
}

/** A grid (and a level, tray included) holds at most one of this type. */
export function isSingle(type: string): boolean {
  return BY_TYPE.get(type)?.maxPerGrid === 1;
}

/** The friendly name of a type: 'Battery', 'Red bulb', 'Current probe'. */
export function displayName(type: ComponentType): string {
  return BY_TYPE.get(type)?.displayName ?? type;
}

/** The part's value parameters, as [field, spec] pairs (a resistor's resistanceValue …). */
export function paramsOf(type: ComponentType): [ParamName, ParamSpec][] {
  return Object.entries(componentDefinition(type).params) as [ParamName, ParamSpec][];
}

/**
 * The value a hidden value fault replaces (fault finding, docs/faults.md): the part's first value, in SI
 * units with its default filled (a resistor's ohms); null for a part without one.
 */
export function faultableValue(cell: Pick<Cell, 'type' | ParamName>): number | null {
  const first = paramsOf(cell.type)[0];
  if (!first) return null;
  const [name, spec] = first;
  return spec.toSI(cell[name] ?? spec.default) ?? null;
}

/** The field a hidden `faultValue` stands in for (the part's first value), or undefined. */
export function faultableField(type: ComponentType): ParamName | undefined {
  return paramsOf(type)[0]?.[0];
}

/** The cell with every value parameter it leaves out set to its default (a resistor gets 330 Ω). */
export function withDefaults<T extends Pick<Cell, 'type' | ParamName>>(cell: T): T {
  let filled = cell;
  for (const [name, spec] of paramsOf(cell.type)) {
    if (cell[name] === undefined) filled = { ...filled, [name]: spec.default };
  }
  return filled;
}

/** The piece as it starts on the board: every value set and its state explicit (a switch starts off). */
export function withPlayDefaults<T extends Pick<Cell, 'type' | ValueName>>(cell: T): T {
  const filled = withDefaults(cell);
  const state = componentDefinition(cell.type).state;
  return state && cell[state.field] === undefined ? { ...filled, [state.field]: false } : filled;
}

/**
 * What makes two pieces the same piece: type and every value the learner cannot change while playing,
 * defaults filled and read in SI units ('resistor:330', 'capacitor:0.0047'). Tray matching and the
 * solver's interchangeable parts use it.
 */
export function pieceKey(cell: Pick<Cell, 'type' | ParamName>): string {
  const values = paramsOf(cell.type)
    .filter(([, spec]) => !spec.playable)
    .map(([name, spec]) => spec.toSI(cell[name] ?? spec.default));
  return [cell.type, ...values].join(':');
}

/** The value fields of a type: its parameters, then its state. */
export function valueFieldsOf(type: ComponentType): ValueName[] {
  const state = componentDefinition(type).state;
  return [...paramsOf(type).map(([name]) => name), ...(state ? [state.field] : [])];
}

/** The piece's values that its type declares and it sets (nothing else). */
export function valuesOf(piece: Pick<Cell, 'type'> & PieceValues): PieceValues {
  const values: PieceValues = {};
  for (const name of valueFieldsOf(piece.type)) {
    if (piece[name] !== undefined) Object.assign(values, { [name]: piece[name] });
  }
  return values;
}

/**
 * What a tray carries of a piece: the values that make it the piece it is (no state, nothing the
 * learner turns while playing).
 */
export function trayValuesOf(piece: Pick<Cell, 'type'> & PieceValues): PieceValues {
  const values: PieceValues = {};
  for (const [name, spec] of paramsOf(piece.type)) {
    if (!spec.playable && piece[name] !== undefined) Object.assign(values, { [name]: piece[name] });
  }
  return values;
}

/** Just the cell of a piece that also says where it is (row, col, tray count …): type, rotation and its values. */
export function cellOf(piece: Cell): Cell {
  return { type: piece.type, rotation: piece.rotation, ...valuesOf(piece) };
}

/** The same piece in the same place and turn: only what the learner may change while playing differs. */
export function sameFixedPiece(a: Cell, b: Cell): boolean {
  return a.type === b.type && a.rotation === b.rotation && pieceKey(a) === pieceKey(b);
}

/** The piece's state (a switch on?), or null for a part without one. */
export function stateOf(cell: Pick<Cell, 'type' | StateName>): boolean | null {
  const state = componentDefinition(cell.type).state;
  return state ? cell[state.field] === true : null;
}

/** The piece with its state set (a part without a state comes back as it is). */
export function withState<T extends Pick<Cell, 'type' | StateName>>(cell: T, on: boolean): T {
  const state = componentDefinition(cell.type).state;
  return state ? { ...cell, [state.field]: on } : cell;
}

/** Just the state values of a piece of this type set to `on` ({ isOn: true } for a switch); {} for a part without a state. */
export function stateValues(type: ComponentType, on: boolean): Pick<PieceValues, StateName> {
  const state = componentDefinition(type).state;
  return state ? { [state.field]: on } : {};
}

/**
 * A piece's values given in the order its part declares them (a potentiometer's [track ohms, knob
 * position]); an undefined entry leaves that value out. For builders that write pieces compactly.
 */
export function paramValues(type: ComponentType, values: readonly (number | string | undefined)[]): PieceValues {
  const set: PieceValues = {};
  paramsOf(type).forEach(([name], i) => {
    if (values[i] !== undefined) Object.assign(set, { [name]: values[i] });
  });
  return set;
}

/**
 * The resistance (ohms) a part's own value sets — a resistor's, a potentiometer's whole track — with
 * its default filled; null for a part without a value in ohms. Read from the parts' declared units.
 */
export function ohmsOf(cell: Pick<Cell, 'type' | ParamName>): number | null {
  const ohms = paramsOf(cell.type).find(([, spec]) => spec.unit === 'ohm');
  if (!ohms) return null;
  const [name, spec] = ohms;
  return spec.toSI(cell[name] ?? spec.default) ?? null;
}

/** What a tap does to the type while playing (docs/architecture.md, "Adding a part"). */
export function tapOf(type: ComponentType): TapBehaviour {
  return componentDefinition(type).tap;
}

/** The values the learner may change while playing (a knob's position). */
export function playableParamsOf(type: ComponentType): [ParamName, ParamSpec][] {
  return paramsOf(type).filter(([, spec]) => spec.playable);
}

/** The printed value of a piece ('330 Ω', '4.7 mF'), or '' for a part without one. */
export function valueLabel(cell: Pick<Cell, 'type' | ParamName>): string {
  return paramsOf(cell.type)
    .map(([name, spec]) => spec.label(cell[name] ?? spec.default))
    .join(', ');
}

/** Every type in the level creator's catalog order. */
export const CATALOG_ORDER: readonly ComponentType[] = [...CATALOGUE].sort((a, b) => a.catalogOrder - b.catalogOrder).map((d) => d.type);
