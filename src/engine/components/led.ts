// The three light-emitting diodes (docs/engine.md, "LEDs"): left = cathode, right = anode; a Shockley
// junction with N = 2 and a saturation current per colour (about 1.94 V red, 2.00 V yellow, 2.06 V
// green at 20 mA), no series resistance. A light like the bulbs: OFF < 1 mA ≤ DIM < 5 mA ≤ ON ≤ 35 mA
// < EXPLODED, from the forward current (reverse counts as 0). state = [last limited forward voltage].
import type { BulbState, GoalLightType, LightType } from '../types';
import { defineComponent, type ComponentDefinition, type Instance, type LightSpec, type VoltageReader } from './define';
import { junction, junctionConverged, limitJunction, THERMAL_V, vcrit } from './junction';

export const LED_N = 2;
export const LED_DIM_A = 0.001;
export const LED_ON_A = 0.005;
export const LED_EXPLODE_A = 0.035;

export function ledState(forwardA: number, exploded: boolean): BulbState {
  if (exploded || forwardA > LED_EXPLODE_A) return 'EXPLODED';
  if (forwardA >= LED_ON_A) return 'ON';
  if (forwardA >= LED_DIM_A) return 'DIM';
  return 'OFF';
}

interface LedFacts {
  type: LightType;
  displayName: string;
  colour: LightSpec['colour'];
  goal: GoalLightType;
  /** Saturation current, amps. */
  isA: number;
  catalogOrder: number;
}

function defineLed({ type, displayName, colour, goal, isA, catalogOrder }: LedFacts): ComponentDefinition {
  const vt = LED_N * THERMAL_V;
  const vCrit = vcrit(isA, vt);
  const forwardA = (inst: Instance, v: VoltageReader) => junction(v(inst.pins[1]) - v(inst.pins[0]), isA, vt).i;
  return defineComponent({
    type,
    displayName,
    catalogOrder,
    sides: ['left', 'right'],
    polar: true,
    maxPerGrid: 1,
    stateSize: 1,
    light: { kind: 'led', colour, goal, onA: LED_ON_A, explodeA: LED_EXPLODE_A, lightCurrent: (inst, v) => Math.max(0, forwardA(inst, v)), state: ledState },
    linearize: (m, inst, v) => {
      const [cathode, anode] = inst.pins;
      const vNew = v(anode) - v(cathode);
      const vd = limitJunction(vNew, inst.state[0], isA, vt, vCrit);
      const converged = junctionConverged(vNew, inst.state[0]) && vd === vNew;
      inst.state[0] = vd;
      const { i, g } = junction(vd, isA, vt);
      m.conductance(anode, cathode, g);
      m.current(anode, cathode, i - g * vd);
      return converged;
    },
    currents: (inst, v) => {
      const i = forwardA(inst, v);
      return [-i, i];
    },
    current: (inst, v) => -forwardA(inst, v),
  });
}

export const redLed = defineLed({ type: 'red-led', displayName: 'Red LED', colour: 'red', goal: 'red-led', isA: 1e-18, catalogOrder: 76 });
export const yellowLed = defineLed({ type: 'yellow-led', displayName: 'Yellow LED', colour: 'yellow', goal: 'yellow-led', isA: 3e-19, catalogOrder: 77 });
export const greenLed = defineLed({ type: 'green-led', displayName: 'Green LED', colour: 'green', goal: 'green-led', isA: 1e-19, catalogOrder: 78 });
