import { buildCircuit } from '../src/engine/netlist';
import { PointSolver } from '../src/engine/point-solver';
import { runWindow } from '../src/engine/transient';
import { ladderGrid } from '../src/engine/testing/ladder-grid';
import { seeded } from '../src/engine/testing/random';
const kinds: any = ['wire', 'resistor', 'resistor', 'resistor', 'bulb', 'switch', 'diode', 'star', 'wire', 'capacitor', 'capacitor'];
const [size, seed] = [Number(process.argv[2]), Number(process.argv[3])];
const grid = ladderGrid(seeded(seed), { rows: size, cols: size, kinds });
for (const row of grid) console.log(row.map(c => c ? `${c.type.replace('-wire','').replace('-straight','S')}${c.resistanceValue??''}${c.capacitance??''}@${c.rotation}`.padEnd(15) : '.'.padEnd(15)).join(''));
const c = buildCircuit(grid); const s = new PointSolver(c, { work: 0, maxWork: 1e12 });
let last = 0, points = 0;
const t0 = performance.now(); try { runWindow(s, 1, { point: (t) => { last = t; points++; }, sample: () => {}, end: () => {} }); console.log('ok points', points, 'work', (s as any).budget.work.toExponential(2), 'ms', performance.now() - t0); } catch (e) { console.log('fail after t=', last, 'points', points, (e as Error).message); }
