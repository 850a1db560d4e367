import { course } from './index';
import { solutionGrid } from './solver-puzzle';
import { simulate } from '../engine/index';
import type { AuthoringCircuitExercise } from './schema';
for (const [c, ch] of course.chapters.entries()) ch.levels.forEach((l, li) => l.exercises.forEach((e, ei) => {
  if (e.exerciseType !== 'circuit') return;
  const g = solutionGrid(e as AuthoringCircuitExercise, e.solution, 'x');
  const r = simulate({ grid: g, probe: true });
  const cur = r.probeData?.current; if (!cur || cur.every((x) => x === null)) return;
  const vals = cur.filter((x): x is number => x !== null);
  if (Math.min(...vals) < -1e-5) console.log(`${c + 1}.${li + 1}.${ei + 1} ${e.title}: min ${(Math.min(...vals) * 1000).toFixed(1)} mA`);
}));
