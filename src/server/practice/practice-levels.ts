// Circuit practice levels (docs/api.md "Practice"): generated from (chapter, seed) on a worker thread
// (src/generator/practice.ts) and kept in memory, so an answer rarely waits for the generator. Served by
// GET /api/practice/{chapter} and re-read by the practice source when an answer comes in.
import type { LevelInput } from '../../api/index';
import { practiceGoal } from '../../generator';
import { HttpError } from '../http-error';
import { GENERATE_TIME_BUDGET_MS, GENERATE_TIME_LIMIT_MS } from '../routes/generate-level';
import { runHeavy, type WorkPriority } from '../work/work-pool';

/** Practice levels kept in memory (a few kB each). */
const CACHE_SIZE = 256;
const cache = new Map<string, LevelInput>();

/** Levels being generated: a classroom asking for the same level at once waits for one generation. */
const pending = new Map<string, Promise<LevelInput>>();

export async function practiceLevel(chapter: number, seed: number, priority: WorkPriority): Promise<LevelInput> {
  const key = `${chapter}:${seed}`;
  const known = cache.get(key) ?? pending.get(key);
  if (known) return known;
  const generating = generatePracticeLevel(chapter, seed, priority).finally(() => pending.delete(key));
  pending.set(key, generating);
  const level = await generating;
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value ?? key);
  cache.set(key, level);
  return level;
}

async function generatePracticeLevel(chapter: number, seed: number, priority: WorkPriority): Promise<LevelInput> {
  const { goal, generatorSeed } = practiceGoal(chapter, seed);
  const outcome = await runHeavy({ kind: 'generate', goal, seed: generatorSeed, budgetMs: GENERATE_TIME_BUDGET_MS }, GENERATE_TIME_LIMIT_MS, priority);
  if (outcome === 'timeout' || !outcome.lesson) throw new HttpError(422, 'Error generating level. Please try again.');
  return outcome.lesson.level;
}
