// `npx tsx bench/solver.bench.ts`: how long solveLevel takes — every circuit exercise of the bundled
// course and projects, then random levels cut from solved 5×5 … 9×9 grids (solver/testing/random-level)
// and the worst case, a huge open 9×9 grid with a big tray. Prints per row the status, simulations,
// wall time and this process's CPU time (the machine may be shared; CPU time is the fairer figure).
import { listExercises, listProjectExercises } from '../src/content/check';
import { course, projects } from '../src/content/index';
import { puzzleFromExercise } from '../src/puzzle/solver-puzzle';
import { DEFAULT_MAX_EVALUATIONS, solveLevel, type SolverPuzzle, type SolverOptions } from '../src/solver';
import { randomLevel, seededRandom } from '../src/solver/testing/random-level';

interface Row {
  name: string;
  status: string;
  evaluations: number;
  wallMs: number;
  cpuMs: number;
}

function measure(name: string, puzzle: SolverPuzzle, options?: SolverOptions): Row {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = solveLevel(puzzle, options);
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const star = result.status === 'solved' && result.star ? ' ★' : '';
  return { name, status: result.status + star, evaluations: result.evaluations, wallMs, cpuMs: (used.user + used.system) / 1000 };
}

function print(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  console.log(`${'level'.padEnd(58)} ${'status'.padEnd(16)} ${'sims'.padStart(6)} ${'wall ms'.padStart(9)} ${'cpu ms'.padStart(9)}`);
  for (const r of rows) {
    console.log(`${r.name.slice(0, 58).padEnd(58)} ${r.status.padEnd(16)} ${String(r.evaluations).padStart(6)} ${r.wallMs.toFixed(1).padStart(9)} ${r.cpuMs.toFixed(1).padStart(9)}`);
  }
  const worst = rows.reduce((m, r) => Math.max(m, r.cpuMs), 0);
  const total = rows.reduce((m, r) => m + r.cpuMs, 0);
  const statuses = rows.reduce<Record<string, number>>((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {});
  console.log(`${rows.length} levels, ${JSON.stringify(statuses)}, worst ${worst.toFixed(1)} ms cpu, total ${total.toFixed(1)} ms cpu`);
}

// Warm the JIT so the first exercise does not pay for compilation.
const exercises = [...listExercises(course), ...listProjectExercises(projects)].flatMap(({ label, exercise }) =>
  exercise.exerciseType === 'circuit' ? [{ label, puzzle: puzzleFromExercise(exercise) }] : [],
);
for (const { puzzle } of exercises) solveLevel(puzzle);

print('Bundled course and projects (preferStar)', exercises.map(({ label, puzzle }) => measure(label, puzzle, { preferStar: true })));

const generated: Row[] = [];
for (const size of [5, 6, 7, 8, 9]) {
  for (const remove of [3, 6, 9]) {
    for (let seed = 1; seed <= 4; seed++) {
      const { puzzle } = randomLevel(seededRandom(seed * 7919 + size * 31 + remove), { rows: size, cols: size, remove, decoys: 2 });
      generated.push(measure(`${size}×${size}, ${remove} pieces in the tray + 2 decoys, seed ${seed}`, puzzle));
    }
  }
}
print('Random levels cut from solved grids', generated);

const harder: Row[] = [];
for (let n = 0; n < 30; n++) {
  const size = 6 + (n % 4);
  const remove = 6 + (n % 7);
  const { puzzle } = randomLevel(seededRandom(n * 7727 + 3), { rows: size, cols: size, remove, decoys: 2 + (n % 3) });
  harder.push(measure(`${size}×${size}, ${remove} pieces to place + ${2 + (n % 3)} decoys, #${n}`, puzzle));
}
print('Harder random levels (most of the circuit in the tray, sometimes the battery)', harder);

const open: SolverPuzzle = {
  rows: 9, cols: 9, tags: [],
  goal: [{ type: 'red-bulb', status: 'ON' }, { type: 'green-bulb', status: 'ON' }, { type: 'yellow-bulb', status: 'ON' }],
  fixed: [{ type: 'battery', rotation: 0, row: 4, col: 4 }],
  tray: [
    { type: 'straight-wire', count: 3 }, { type: 'corner-wire', count: 3 }, { type: 't-wire', count: 3 },
    { type: 'resistor', count: 3, resistanceValue: 330 }, { type: 'resistor', count: 3, resistanceValue: 560 },
    { type: 'resistor', count: 3, resistanceValue: 660 }, { type: 'red-bulb-straight', count: 1 },
    { type: 'green-bulb-straight', count: 1 }, { type: 'yellow-bulb-straight', count: 1 }, { type: 'switch', count: 3 },
    { type: 'star', count: 1 },
  ],
};
const manyItems: SolverPuzzle = {
  ...open,
  goal: [{ type: 'red-bulb', status: 'ON' }, { type: 'green-bulb', status: 'ON' }],
  tray: [
    { type: 'straight-wire', count: 3 }, { type: 'corner-wire', count: 3 }, { type: 't-wire', count: 3 },
    { type: 'red-bulb-straight', count: 1 }, { type: 'green-bulb-straight', count: 1 },
    ...Array.from({ length: 35 }, (_, n) => ({ type: 'resistor' as const, count: 3, resistanceValue: 100 + n * 37 })),
  ],
};
const capacitors: SolverPuzzle = {
  ...open,
  goal: [{ type: 'red-bulb', status: 'ON' }, { type: 'green-bulb', status: 'DIM' }],
  tray: [
    { type: 'straight-wire', count: 3 }, { type: 'corner-wire', count: 3 }, { type: 't-wire', count: 3 },
    { type: 'capacitor', count: 3, capacitance: '10000uF' }, { type: 'capacitor', count: 3, capacitance: '100uF' },
    { type: 'resistor', count: 3, resistanceValue: 660 }, { type: 'red-bulb-straight', count: 1 }, { type: 'green-bulb-straight', count: 1 },
  ],
};
print(`Worst cases (default budget: ${DEFAULT_MAX_EVALUATIONS} simulations)`, [
  measure('open 9×9, battery only, 29 tray pieces, three bulbs ON', open),
  measure('same, preferStar', open, { preferStar: true }),
  measure('open 9×9, 40 tray items (35 resistor values), red and green ON', manyItems),
  measure('open 9×9, capacitors in the tray (10 s transients)', capacitors),
  measure('same, goal red ON + green DIM + yellow OFF', { ...open, goal: [{ type: 'red-bulb', status: 'ON' }, { type: 'green-bulb', status: 'DIM' }, { type: 'yellow-bulb', status: 'OFF' }] }),
]);
