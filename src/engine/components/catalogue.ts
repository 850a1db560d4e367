// The explicit list of component types. Adding a type: write its module, add one line here (see README).
import type { ComponentType } from '../types';
import { battery } from './battery';
import { block } from './block';
import { capacitor } from './capacitor';
import { cornerWire } from './corner-wire';
import type { ComponentDefinition } from './define';
import { diode } from './diode';
import { greenBulb } from './green-bulb';
import { greenBulbStraight } from './green-bulb-straight';
import { mosfet } from './mosfet';
import { probe } from './probe';
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
  probe,
  probeVoltagePos,
  probeVoltageNeg,
  probeCurrent,
];

const BY_TYPE = new Map<string, ComponentDefinition>(CATALOGUE.map((definition) => [definition.type, definition]));

export function componentDefinition(type: ComponentType): ComponentDefinition {
  const definition = BY_TYPE.get(type);
  if (!definition) throw new Error(`unknown component type ${type}`);
  return definition;
}
