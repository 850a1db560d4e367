// Practice's requests (docs/api.md "Practice") and which practice seed comes next. Seeds run n, n + 1,
// … per chapter and the server guarantees consecutive seeds give different levels, so remembering the
// last seed served (local storage) means a learner never gets the same level twice in a row, even
// after leaving and coming back. A first visit starts at a random seed, so practice feels fresh.
import { type AttemptAnswer, type AttemptResponse, type CircuitExercise, type FaultExercise, MAX_PRACTICE_SEED, type PracticeLevelResponse } from '../../../../api/index';
import { apiFetch, jsonBody } from '../../../lib/api-client';

type AttemptGrid = Extract<AttemptAnswer, { grid: unknown }>['grid'];

const storageKey = (chapter: number) => `practiceSeed:${chapter}`;

/** The seed after the last one this device played in `chapter`, or a random one on a first visit. */
export function nextSeed(chapter: number, random: () => number = Math.random): number {
  try {
    const last = Number(localStorage.getItem(storageKey(chapter)));
    const stored = localStorage.getItem(storageKey(chapter)) !== null && Number.isInteger(last) && last >= 0;
    if (stored) return last >= MAX_PRACTICE_SEED ? 0 : last + 1;
  } catch {
    // Storage blocked: a random start is still fresh.
  }
  return Math.floor(random() * (MAX_PRACTICE_SEED / 2));
}

export function rememberSeed(chapter: number, seed: number): void {
  try {
    localStorage.setItem(storageKey(chapter), String(seed));
  } catch {
    // Storage full or blocked: the next visit starts at a random seed instead.
  }
}

/** What a practice seed serves: a circuit level to build, or (Fault finding) a broken circuit to diagnose. */
export type PracticeExercise = { kind: 'circuit'; exercise: CircuitExercise } | { kind: 'fault'; exercise: FaultExercise };

/** GET /api/practice/{chapter}?seed=N as an exercise the player shows. */
export async function fetchPracticeLevel(chapter: number, seed: number): Promise<PracticeExercise | null> {
  const body = await apiFetch<PracticeLevelResponse>(`/api/practice/${chapter}?seed=${seed}`);
  if ('exercise' in body) return { kind: 'fault', exercise: body.exercise };
  // Loaded on demand, as for community levels: the converter reads levels with zod (docs/performance.md).
  const { restoreLevel } = await import('../api/community-level');
  const exercise = restoreLevel(body.level);
  return exercise && { kind: 'circuit', exercise };
}

/** POST /api/attempts with `where: {practice, seed}`: the server judges; no points, a solved level counts for the streak. */
export function submitPractice(chapter: number, seed: number, grid: AttemptGrid): Promise<AttemptResponse> {
  return apiFetch<AttemptResponse>('/api/attempts', jsonBody('POST', { where: { practice: chapter, seed }, answer: { grid } }));
}
