// What a class's tries mean (docs/classes.md "Who needs help"): each stored try is matched to the
// assigned exercise it was on, and counted per learner and exercise — tries, failed checks, hints, the
// last mistakes, the failed checks since the last success (a learner is stuck after 3 of them with no
// success in 20 minutes) — and per exercise, how many learners hit each explanation kind. Pure: no I/O.
import { STUCK_FAILED_TRIES, STUCK_MINUTES, mistakeLabel, type ExerciseRef, type HelpResponse, type MistakesResponse } from '../../api/index';
import { course, projects } from '../../content/index';
import type { Selectable } from 'kysely';
import type { ClassTriesTable } from '../db/schema';
import type { AssignmentTarget } from './assignment-progress';

/** A stored try as read back (the table's row; `at` may come as text from a raw query). */
export type TryRow = Omit<Selectable<ClassTriesTable>, 'id' | 'at'> & { at: Date | string };

export type AssignedLevel = AssignmentTarget & { id: string; title: string };

export interface ExerciseStats {
  tries: number;
  failedTries: number;
  hints: number;
  lastTryAt: string | null;
  lastMistakes: string[];
  lastSuccessAt: string | null;
  /** Failed checks since the last success, and when the first of them was. */
  failedRun: number;
  runSince: string | null;
}

/** Every exercise of an assignment, in order; a project or community level counts per exercise / as one. */
export function exercisesOf(assignment: AssignedLevel): ExerciseRef[] {
  const level =
    assignment.chapter !== null && assignment.level !== null
      ? course.chapters[assignment.chapter]?.levels[assignment.level]
      : assignment.project !== null && assignment.level !== null
        ? projects[assignment.project]?.levels[assignment.level]
        : undefined;
  if (!level) return [{ assignmentId: assignment.id, title: assignment.title }];
  return level.exercises.map((exercise, index) => ({ assignmentId: assignment.id, exercise: index, title: `${assignment.title} › ${index + 1}. ${exercise.title}` }));
}

export const exerciseKey = (ref: { assignmentId: string; exercise?: number }): string => `${ref.assignmentId}|${ref.exercise ?? ''}`;

/** The assigned exercise a try was on, or null when none of the class's assignments covers it. */
export function assignedExerciseOf(assignments: readonly AssignedLevel[], row: TryRow): { assignmentId: string; exercise?: number } | null {
  for (const assignment of assignments) {
    if (row.level_id !== null) {
      if (assignment.level_id === row.level_id) return { assignmentId: assignment.id };
    } else if (row.level === assignment.level && row.exercise !== null) {
      if ((row.chapter !== null && row.chapter === assignment.chapter) || (row.project !== null && row.project === assignment.project)) {
        return { assignmentId: assignment.id, exercise: row.exercise };
      }
    }
  }
  return null;
}

export interface ClassTryStats {
  /** user id → exercise key → stats */
  byUser: Map<string, Map<string, ExerciseStats>>;
  /** user id → the key of the assigned exercise they last tried (right or wrong) */
  current: Map<string, string>;
}

/** Folds tries (oldest first) into per-learner, per-exercise counts. */
export function tryStats(assignments: readonly AssignedLevel[], rows: readonly TryRow[]): ClassTryStats {
  const byUser = new Map<string, Map<string, ExerciseStats>>();
  const current = new Map<string, string>();
  for (const row of rows) {
    const place = assignedExerciseOf(assignments, row);
    if (!place) continue;
    const key = exerciseKey(place);
    const mine = byUser.get(row.user_id) ?? new Map<string, ExerciseStats>();
    byUser.set(row.user_id, mine);
    const stats = mine.get(key) ?? { tries: 0, failedTries: 0, hints: 0, lastTryAt: null, lastMistakes: [], lastSuccessAt: null, failedRun: 0, runSince: null };
    mine.set(key, stats);
    const at = new Date(row.at).toISOString();
    if (row.outcome === 'hint') {
      stats.hints += 1;
      continue;
    }
    stats.tries += 1;
    stats.lastTryAt = at;
    current.set(row.user_id, key);
    if (row.outcome === 'right') {
      stats.lastSuccessAt = at;
      stats.failedRun = 0;
      stats.runSince = null;
    } else {
      stats.failedTries += 1;
      stats.lastMistakes = row.kinds;
      stats.failedRun += 1;
      stats.runSince ??= at;
    }
  }
  return { byUser, current };
}

/** Stuck: 3 or more failed checks on the exercise since the last success, and no success in 20 minutes. */
export function isStuck(stats: ExerciseStats, now: Date): boolean {
  if (stats.failedRun < STUCK_FAILED_TRIES) return false;
  return stats.lastSuccessAt === null || now.getTime() - Date.parse(stats.lastSuccessAt) >= STUCK_MINUTES * 60_000;
}

/** Each stuck learner once (at the exercise they have been stuck on longest), longest stuck first. */
export function helpEntries(
  assignments: readonly AssignedLevel[],
  stats: ClassTryStats,
  names: ReadonlyMap<string, string>,
  now: Date,
): HelpResponse['entries'] {
  const refs = new Map(assignments.flatMap(exercisesOf).map((ref) => [exerciseKey(ref), ref]));
  const entries: HelpResponse['entries'] = [];
  for (const [userId, mine] of stats.byUser) {
    const name = names.get(userId);
    if (name === undefined) continue;
    let worst: { key: string; stats: ExerciseStats } | null = null;
    for (const [key, exerciseStats] of mine) {
      if (!isStuck(exerciseStats, now)) continue;
      if (!worst || Date.parse(exerciseStats.runSince!) < Date.parse(worst.stats.runSince!)) worst = { key, stats: exerciseStats };
    }
    const exercise = worst && refs.get(worst.key);
    if (!worst || !exercise) continue;
    entries.push({ userId, name, exercise, failedTries: worst.stats.failedRun, since: worst.stats.runSince!, lastMistakes: worst.stats.lastMistakes });
  }
  return entries.sort((a, b) => Date.parse(a.since) - Date.parse(b.since) || a.name.localeCompare(b.name));
}

/** Per assigned exercise and explanation kind, how many learners' failed checks hit it; most learners first. */
export function commonMistakes(assignments: readonly AssignedLevel[], rows: readonly TryRow[], members: ReadonlySet<string>): MistakesResponse['entries'] {
  const refs = new Map(assignments.flatMap(exercisesOf).map((ref) => [exerciseKey(ref), ref]));
  const learners = new Map<string, Set<string>>();
  for (const row of rows) {
    if (row.outcome !== 'wrong' || !members.has(row.user_id)) continue;
    const place = assignedExerciseOf(assignments, row);
    if (!place) continue;
    for (const kind of row.kinds) {
      const key = `${exerciseKey(place)}#${kind}`;
      const who = learners.get(key) ?? new Set<string>();
      who.add(row.user_id);
      learners.set(key, who);
    }
  }
  const order = [...refs.keys()];
  const entries = [...learners].flatMap(([key, who]) => {
    const [place = '', kind = ''] = key.split('#');
    const ref = refs.get(place);
    return ref ? [{ ...ref, kind, label: mistakeLabel(kind), learners: who.size, order: order.indexOf(place) }] : [];
  });
  entries.sort((a, b) => b.learners - a.learners || a.order - b.order || a.kind.localeCompare(b.kind));
  return entries.map(({ order: _order, ...entry }) => entry);
}
