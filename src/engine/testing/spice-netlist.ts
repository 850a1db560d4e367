// Test and benchmark support: writes an engine circuit as an ngspice netlist with the same models
// (docs/engine.md "The circuit model": the accuracy bar, ngspice on the same netlist with the same models). Ideal conductors are
// already merged into nodes; exploded bulbs are left out. Lists the vectors to compare, in order.
import { ldrOhms } from '../components/ldr';
import { trackHalves } from '../components/potentiometer';
import type { Instance } from '../components/define';
import { THERMAL_V } from '../components/junction';
import type { Circuit } from '../netlist';

/** ngspice's constants (CONST.h): the temperature at which kT/q is exactly 25.85 mV. */
const BOLTZMANN = 1.38064852e-23;
const CHARGE = 1.6021766208e-19;
export const SPICE_TEMP_C = (THERMAL_V * CHARGE) / BOLTZMANN - 273.15;

export interface SpiceNetlist {
  /** Element and model lines (no analysis, no .end). */
  lines: string[];
  /** ngspice vector per compared quantity: node voltages, then one current per instance. */
  vectors: string[];
  /**
   * Compared quantities: a node voltage, or the current into one pin of an instance, which is the sum
   * of `terms` (vector index × sign) on the ngspice side.
   */
  quantities: (
    | { kind: 'node'; node: number; name: string; terms: [number, number][] }
    | { kind: 'current'; instance: Instance; pin: number; name: string; terms: [number, number][] }
  )[];
}

const node = (n: number) => (n < 0 ? '0' : `n${n + 1}`);

/** docs/engine.md's LED models, written out for ngspice independently of the engine's module. */
const LED_MODEL: Readonly<Record<string, string>> = { 'red-led': 'DLEDR', 'yellow-led': 'DLEDY', 'green-led': 'DLEDG' };

export function spiceNetlist(circuit: Circuit): SpiceNetlist {
  const lines: string[] = [];
  const vectors: string[] = [];
  const quantities: SpiceNetlist['quantities'] = [];
  for (let k = 0; k < circuit.nodeCount; k++) {
    lines.push(`Rgmin${k + 1} ${node(k)} 0 1e12`); // docs/engine.md's gmin from every node to the reference
    quantities.push({ kind: 'node', node: k, name: `v(${node(k)})`, terms: [[vectors.length, 1]] });
    vectors.push(`v(${node(k)})`);
  }
  circuit.instances.forEach((inst, k) => {
    if (inst.open) return;
    // Faults (fault finding) are written from the cell itself, not from the engine's faulty equations.
    const cell = circuit.at[inst.row]?.[inst.col]?.cell;
    if (cell?.fault === 'open') return; // nothing conducts: the part is left out, its nodes held by gmin
    const [a, b, c] = inst.pins.map(node);
    const name = `${k + 1}`;
    const current = (vector: string, sign: number, pin = 0, extra?: [string, number]) => {
      const terms: [number, number][] = [[vectors.length, sign]];
      vectors.push(vector);
      if (extra) {
        terms.push([vectors.length, extra[1]]);
        vectors.push(extra[0]);
      }
      quantities.push({ kind: 'current', instance: inst, pin, name: vector, terms });
    };
    if (cell?.fault === 'short') {
      const others = inst.pins.slice(1).map(node);
      others.forEach((other, k2) => {
        lines.push(`Rs${name}x${k2} ${a} ${other} 1e-3`);
        current(`@rs${name}x${k2}[i]`, -1, k2 + 1);
      });
      return;
    }
    switch (inst.definition.type) {
      case 'battery':
        lines.push(`Vb${name} bi${name} ${b} DC ${cell?.fault === 'flat' ? 3 : 9}`, `Rb${name} ${a} bi${name} 1`);
        current(`@rb${name}[i]`, 1);
        break;
      case 'resistor':
        lines.push(`R${name} ${a} ${b} ${cell?.faultValue ?? cell?.resistanceValue ?? 330}`);
        current(`@r${name}[i]`, 1);
        break;
      case 'potentiometer': {
        // The track as two resistors meeting at the wiper (pins: left, right, wiper).
        const [toWiper, fromWiper] = trackHalves(inst);
        lines.push(`Ra${name} ${a} ${c} ${toWiper}`, `Rw${name} ${c} ${b} ${fromWiper}`);
        current(`@ra${name}[i]`, 1, 0);
        current(`@rw${name}[i]`, -1, 1);
        break;
      }
      case 'ldr':
        lines.push(`R${name} ${a} ${b} ${ldrOhms(inst)}`);
        current(`@r${name}[i]`, 1);
        break;
      case 'capacitor':
        lines.push(`C${name} ${a} ${b} ${inst.params.capacitance} IC=0`);
        current(`@c${name}[i]`, 1);
        break;
      case 'diode':
        lines.push(`D${name} ${b} ${a} DJ`); // pins: cathode (left), anode (right)
        current(`@d${name}[id]`, -1);
        break;
      case 'red-led':
      case 'yellow-led':
      case 'green-led':
        lines.push(`D${name} ${b} ${a} ${LED_MODEL[inst.definition.type]}`); // cathode (left), anode (right)
        current(`@d${name}[id]`, -1);
        break;
      case 'mosfet':
        // drain gate source bulk=source. ngspice's own bulk junctions are switched off (IS=0) and the
        // body diode is an explicit diode: ngspice 39's level-1 junction limiting can stop Newton with
        // vds clamped at −0.5 V and the body diode reading 3 pA while it is forward by volts.
        lines.push(`M${name} ${b} ${a} ${c} ${c} NL1 W=100u L=100u`, `Dbody${name} ${c} ${b} DJ`);
        current(`@m${name}[id]`, 1, 1, [`@dbody${name}[id]`, -1]);
        break;
      default: // bulbs: 40 Ω
        lines.push(`R${name} ${a} ${b} 40`);
        current(`@r${name}[i]`, 1);
    }
  });
  lines.push(
    '.model DJ D(IS=1e-14 N=1)',
    '.model DLEDR D(IS=1e-18 N=2)',
    '.model DLEDY D(IS=3e-19 N=2)',
    '.model DLEDG D(IS=1e-19 N=2)',
    '.model NL1 NMOS(LEVEL=1 VTO=2 KP=0.1 LAMBDA=0 IS=0)',
    `.options temp=${SPICE_TEMP_C} tnom=${SPICE_TEMP_C} reltol=1e-5 abstol=1e-12 vntol=1e-8 trtol=1 method=gear maxord=2`,
  );
  return { lines, vectors, quantities };
}
