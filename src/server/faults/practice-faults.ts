// Fault practice on the server (docs/faults.md "Fault practice"): the exercise of a practice seed and
// its planner table, built on a worker thread from the seed alone (src/generator/fault-practice.ts) and
// kept in memory for a while, so the meter, the hints and the judge of one exercise solve it once. The
// fault stays here: the route serves the fault kind's public view of it (attempts/kinds/fault), without the fault and the texts naming it.
import type { FaultPlan, AuthoringFaultExercise } from '../../content/index';
import type { FaultPracticeExercise } from '../../generator';
import { HttpError } from '../http-error';
import { runHeavy, type WorkPriority } from '../work/work-pool';
import { GENERATE_TIME_LIMIT_MS } from '../routes/generate-level';

/** Practice exercises kept in memory (each a few tens of kB with its table). */
const CACHE_SIZE = 128;
const kept = new Map<number, Promise<FaultPracticeExercise>>();

/** The key measurements and results are stored under: never a course or project place. */
export function practicePlace(chapter: number, seed: number): string {
  return `practice:${chapter}/${seed}`;
}

/** Fault practice exercise `seed` with its plan; 422 when the generator cannot make it in time. */
export async function faultPracticeOf(seed: number, priority: WorkPriority): Promise<{ exercise: AuthoringFaultExercise; plan: FaultPlan }> {
  let entry = kept.get(seed);
  if (!entry) {
    // No time budget inside the generator: a budget could change the level on a busy machine, and the
    // seed must rebuild exactly the exercise the learner measured. The worker's limit still applies.
    entry = runHeavy({ kind: 'fault-practice', seed }, GENERATE_TIME_LIMIT_MS, priority).then((outcome) => {
      if (outcome === 'timeout' || !outcome.practice) throw new HttpError(422, 'Error generating level. Please try again.');
      return outcome.practice;
    });
    if (kept.size >= CACHE_SIZE) kept.delete(kept.keys().next().value ?? seed);
    kept.set(seed, entry);
    // A failure is not kept: the next request tries again.
    entry.catch(() => kept.delete(seed));
  }
  return entry;
}

/**
 * Learners who took the meter's hint on a practice exercise: like a piece hint, it costs that
 * exercise's star. Kept in memory only (practice earns no points, so nothing lasting rides on it).
 */
const hinted = new Set<string>();
const HINTED_SIZE = 4096;

export function markPracticeHint(userId: string, place: string): void {
  if (hinted.size >= HINTED_SIZE) hinted.delete(hinted.values().next().value ?? '');
  hinted.add(`${userId} ${place}`);
}

export function usedPracticeHint(userId: string, place: string): boolean {
  return hinted.has(`${userId} ${place}`);
}
