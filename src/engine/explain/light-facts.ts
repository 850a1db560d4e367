// What the explanations need to know about a light and how to name parts in a learner's words.
// A light is whatever the engine reports in `bulbs`; a light whose model is a junction (it has a
// nonlinear `linearize`) is a light-emitting diode with a cathode (pin 0) and an anode (pin 1).
import { ohmsOf } from '../components/catalogue';
import type { ComponentDefinition } from '../components/define';
import type { PlacedCell } from '../netlist';
import { formatResistance } from '../units';

export interface LightFacts {
  /** A light-emitting diode: it conducts one way only and drops about 2 V. */
  junction: boolean;
  onA: number;
  explodeA: number;
}

export function isJunction(definition: ComponentDefinition): boolean {
  return definition.linearize !== undefined && definition.sides.length === 2;
}

export function lightFacts(definition: ComponentDefinition): LightFacts {
  // The thresholds are the light's own (catalogue); a non-light gets none it could pass.
  const light = definition.light;
  return { junction: isJunction(definition), onA: light?.onA ?? Infinity, explodeA: light?.explodeA ?? Infinity };
}

/** 'the red bulb', 'the green LED' — by colour and kind, never the type id. */
export function lightName(placed: PlacedCell): string {
  const colour = placed.cell.type.split('-')[0];
  const straight = placed.cell.type.endsWith('-straight') ? 'straight ' : '';
  return `the ${straight}${colour} ${isJunction(placed.definition) ? 'LED' : 'bulb'}`;
}

/** A part named by what it is: 'the 330 Ω resistor', 'the switch', 'the red bulb'. */
export function partName(placed: PlacedCell, isLight: boolean): string {
  if (isLight) return lightName(placed);
  switch (placed.cell.type) {
    case 'resistor':
      // the instance's ohms when solved (a resistor with a hidden value fault has its real ones there)
      return `the ${formatResistance(ohmsOf(placed.instance ? { type: placed.cell.type, ...placed.instance.params } : placed.cell) as number)} resistor`;
    case 'mosfet':
      return 'the MOSFET';
    case 'straight-wire':
    case 'corner-wire':
    case 't-wire':
      return 'the wire';
    default:
      return `the ${placed.cell.type.split('-')[0]}`;
  }
}
