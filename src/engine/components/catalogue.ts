// The catalogue: the explicit list of component types, and the one place the rest of the app reads a
// part's facts from (validation, API schemas, solver, level creator, generator, art). Adding a type:
// add its id to types.ts, write its module, add one line here (docs/architecture.md, "Adding a part").
import type { Cell, ComponentType, GoalLightType, LightType, ParamName } from '../types';
import { battery } from './battery';
import { block } from './block';
import { capacitance, capacitor } from './capacitor';
import { cornerWire } from './corner-wire';
import type { ComponentDefinition, LightSpec, ParamSpec } from './define';
import { diode } from './diode';
import { greenBulb } from './green-bulb';
import { greenBulbStraight } from './green-bulb-straight';
import { greenLed, redLed, yellowLed } from './led';
import { mosfet } from './mosfet';
import { probe } from './probe';
import { probeCurrent } from './probe-current';
import { probeVoltageNeg } from './probe-voltage-neg';
import { probeVoltagePos } from './probe-voltage-pos';
import { redBulb } from './red-bulb';
import { redBulbStraight } from './red-bulb-straight';
import { resistance, resistor } from './resistor';
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
  resistor,
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

/** Every value a cell may carry, by its field name: the one schema per field the APIs use. */
export const PARAMS = { resistanceValue: resistance, capacitance } as const satisfies Record<ParamName, { readonly unit: string }>;

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

/** The cell with every value parameter it leaves out set to its default (a resistor gets 330 Ω). */
export function withDefaults<T extends Pick<Cell, 'type' | ParamName>>(cell: T): T {
  let filled = cell;
  for (const [name, spec] of paramsOf(cell.type)) {
    if (cell[name] === undefined) filled = { ...filled, [name]: spec.default };
  }
  return filled;
}

/**
 * What makes two pieces the same piece: type and every value, defaults filled and read in SI units
 * ('resistor:330', 'capacitor:0.0047'). Tray matching and the solver's interchangeable parts use it.
 */
export function pieceKey(cell: Pick<Cell, 'type' | ParamName>): string {
  const values = paramsOf(cell.type).map(([name, spec]) => spec.toSI(cell[name] ?? spec.default));
  return [cell.type, ...values].join(':');
}

/** Just the cell of a piece that also says where it is (row, col, tray count …): type, rotation, switch state and values. */
export function cellOf(piece: Cell): Cell {
  const cell: Cell = { type: piece.type, rotation: piece.rotation };
  if (piece.isOn !== undefined) cell.isOn = piece.isOn;
  for (const name of Object.keys(PARAMS) as ParamName[]) {
    if (piece[name] !== undefined) Object.assign(cell, { [name]: piece[name] });
  }
  return cell;
}

/** The printed value of a piece ('330 Ω', '4.7 mF'), or '' for a part without one. */
export function valueLabel(cell: Pick<Cell, 'type' | ParamName>): string {
  return paramsOf(cell.type)
    .map(([name, spec]) => spec.label(cell[name] ?? spec.default))
    .join(', ');
}

/** Every type in the level creator's catalog order. */
export const CATALOG_ORDER: readonly ComponentType[] = [...CATALOGUE].sort((a, b) => a.catalogOrder - b.catalogOrder).map((d) => d.type);
