// Differential test: ≥ 300 generated circuits (series, parallel, open, short, diodes both ways, MOSFET
// on and off, capacitors charging) solved by the engine and by ngspice on the same netlist with the same
// models. Every node voltage and branch current must agree within 0.5 % or 1 mV / 1 µA (contract).
// ngspice missing is a failure, not a skip: scripts/ensure-ngspice.sh installs it or says how.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Step } from './components/define';
import { buildCircuit, type Circuit } from './netlist';
import { PointSolver } from './point-solver';
import { runWindow } from './transient';
import { ladderGrid, type PartKind } from './testing/ladder-grid';
import { runNgspice } from './testing/ngspice';
import { seeded } from './testing/random';
import { spiceNetlist, type SpiceNetlist } from './testing/spice-netlist';

const DURATION_S = 1;
const SAMPLE_S = 0.05;
const REL = 0.005;
const ABS_V = 1e-3;
const ABS_A = 1e-6;

const FAMILIES: { name: string; kinds: PartKind[]; count: number }[] = [
  { name: 'resistors and bulbs (series, parallel, open, short)', kinds: ['wire', 'resistor', 'resistor', 'bulb', 'bulb', 'switch', 'open', 'star'], count: 80 },
  { name: 'diodes both ways', kinds: ['resistor', 'resistor', 'bulb', 'diode', 'diode', 'wire', 'open'], count: 60 },
  { name: 'MOSFETs on and off', kinds: ['resistor', 'resistor', 'bulb', 'mosfet', 'mosfet', 'wire', 'wire', 'diode'], count: 60 },
  { name: 'capacitors charging', kinds: ['resistor', 'resistor', 'bulb', 'capacitor', 'capacitor', 'wire', 'switch'], count: 70 },
  { name: 'everything', kinds: ['resistor', 'resistor', 'bulb', 'capacitor', 'diode', 'mosfet', 'wire', 'open', 'probe'], count: 50 },
];

interface Case {
  family: string;
  seed: number;
  circuit: Circuit;
  netlist: SpiceNetlist;
  transient: boolean;
  /** Engine values per sample, and per node whether it carries ≥ 1 µA through some element pin. */
  samples: { time: number; values: number[]; driven: boolean[] }[];
}

function engineCase(family: string, kinds: PartKind[], seed: number): Case | null {
  const random = seeded(seed);
  const rows = 2 + Math.floor(random() * 3);
  const cols = 3 + Math.floor(random() * 4);
  const circuit = buildCircuit(ladderGrid(random, { rows, cols, kinds }));
  const solver = new PointSolver(circuit, { work: 0, maxWork: Infinity });
  const transient = circuit.instances.some((i) => i.definition.stampStep);
  const samples: Case['samples'] = [];
  let lateExplosion = false;
  let netlist: SpiceNetlist | null = null;
  runWindow(solver, transient ? DURATION_S : SAMPLE_S, {
    point: (time, _step, exploded) => {
      if (time > 0 && exploded.length > 0) lateExplosion = true;
      if (time === 0) netlist = spiceNetlist(circuit); // after the t = 0 explosions
    },
    sample: (time: number, step: Step) => {
      const list = (netlist as SpiceNetlist).quantities;
      const values = list.map((q) =>
        q.kind === 'node' ? solver.x[q.node] : (q.instance.definition.currents?.(q.instance, solver.v, step)[q.pin] ?? 0),
      );
      const driven = new Array<boolean>(circuit.nodeCount).fill(false);
      for (const inst of circuit.instances) {
        if (inst.open) continue;
        const currents = inst.definition.currents?.(inst, solver.v, step) ?? [];
        inst.pins.forEach((node, pin) => {
          if (node >= 0 && Math.abs(currents[pin] ?? 0) >= ABS_A) driven[node] = true;
        });
      }
      samples.push({ time, values, driven });
    },
    end: () => {},
  });
  // A bulb exploding mid-window changes the netlist from then on; ngspice cannot follow that.
  if (lateExplosion || !netlist) return null;
  return { family, seed, circuit, netlist, transient, samples };
}

let ngspiceReady = '';
beforeAll(() => {
  try {
    execFileSync('bash', [path.resolve('scripts/ensure-ngspice.sh')], { stdio: 'pipe' });
  } catch (error) {
    ngspiceReady = `ngspice is required for the differential test and could not be installed: ${String((error as { stderr?: Buffer }).stderr ?? error)}`;
  }
}, 300_000);

/** Runs `work` over items with at most `limit` at once (the machine has 2 cores). */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const k = next++;
        results[k] = await work(items[k]);
      }
    }),
  );
  return results;
}

describe('engine against ngspice', () => {
  it('agrees within 0.5 % (or 1 mV / 1 µA) on ≥ 300 generated circuits', async () => {
    expect(ngspiceReady, ngspiceReady).toBe('');
    const cases: Case[] = [];
    let seed = 1;
    for (const family of FAMILIES) {
      let made = 0;
      while (made < family.count) {
        const c = engineCase(family.name, family.kinds, seed++);
        if (c) {
          cases.push(c);
          made++;
        }
      }
    }
    expect(cases.length).toBeGreaterThanOrEqual(300);
    const failures: string[] = [];
    const spiceFailures: string[] = [];
    let floating = 0;
    let compared = 0;
    let worst = { ratio: 0, detail: '' };
    let worstRelative = 0;
    await pool(cases, 2, async (c) => {
      const analysis = c.transient
        ? ({ kind: 'tran', durationS: DURATION_S, sampleS: SAMPLE_S, maxStepS: 1e-4 } as const)
        : ({ kind: 'op' } as const);
      let spice;
      try {
        spice = await runNgspice(c.netlist.lines, c.netlist.vectors, analysis);
      } catch {
        spiceFailures.push(`${c.family} seed ${c.seed}`); // ngspice itself stalled (timestep too small)
        return;
      }
      for (const sample of c.samples) {
        if (c.transient && sample.time === 0) continue; // ngspice's uic start is not the t = 0 solution
        const row = spice.rows[c.transient ? spice.time.findIndex((t) => Math.abs(t - sample.time) < 1e-6) : 0];
        if (!row) continue;
        c.netlist.quantities.forEach((q, j) => {
          // A node no branch drives with 1 µA floats on picoamp leakage (gmin, junction saturation
          // current): its voltage depends on how each simulator models leakage, not on the circuit.
          if (q.kind === 'node' && !sample.driven[q.node]) {
            floating++;
            return;
          }
          const ours = sample.values[j];
          const theirs = q.terms.reduce((sum, [k, sign]) => sum + sign * row[k], 0);
          const tolerance = Math.max(REL * Math.abs(theirs), q.kind === 'node' ? ABS_V : ABS_A);
          const ratio = Math.abs(ours - theirs) / tolerance;
          if (Math.abs(theirs) > (q.kind === 'node' ? ABS_V : ABS_A)) {
            worstRelative = Math.max(worstRelative, Math.abs(ours - theirs) / Math.abs(theirs));
          }
          compared++;
          const detail = `${c.family} seed ${c.seed} t=${sample.time} ${q.name}: engine ${ours} ngspice ${theirs}`;
          if (ratio > worst.ratio) worst = { ratio, detail };
          if (ratio > 1) failures.push(detail);
        });
      }
    });
    console.log(
      `differential: ${cases.length} circuits; worst error ${(worst.ratio * 100).toFixed(2)} % of the tolerance (${worst.detail}); ` +
        `worst relative error on values above 1 mV / 1 µA ${(worstRelative * 100).toFixed(4)} %; ` +
        `${compared} values compared, ${floating} voltages of leakage-held nodes not compared; ` +
        `ngspice gave up on ${spiceFailures.length} (${spiceFailures.join(', ')})`,
    );
    expect(cases.length - spiceFailures.length).toBeGreaterThanOrEqual(300);
    expect(failures.slice(0, 10)).toEqual([]);
  }, 120_000);
});
