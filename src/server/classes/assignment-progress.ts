// A learner's progress on an assignment, read from the same server-checked progress document that
// points come from (users.progress, written only by POST /api/attempts). Pure: no I/O.
//  - course level: done = exercises completed, total = exercises in the level, starred = exercises starred
//  - project level: one unit, done when the level is completed (docs/classes.md)
//  - community level: one unit, done when community_progress has it (also written only by attempts)
import type { AssignmentProgress } from '../../api/index';
import { course } from '../../content/index';
import { exerciseEntry, projectLevelEntry, type Progress } from '../../learning/index';

export interface AssignmentTarget {
  chapter: number | null;
  project: string | null;
  level: number | null;
  level_id: string | null;
}

/** A learner's solved community levels: level id → star collected. */
export type CommunitySolved = ReadonlyMap<string, boolean>;

export function assignmentProgress(progress: Progress | undefined, target: AssignmentTarget, community: CommunitySolved = new Map()): AssignmentProgress {
  if (target.chapter !== null && target.level !== null) {
    const total = course.chapters[target.chapter]?.levels[target.level]?.exercises.length ?? 0;
    let done = 0;
    let starred = 0;
    for (let index = 0; index < total; index += 1) {
      const entry = exerciseEntry(progress, { chapter: target.chapter, level: target.level, exercise: index });
      if (entry?.completed === true) done += 1;
      if (entry?.starAchieved === true) starred += 1;
    }
    return { done, total, starred };
  }
  if (target.level_id !== null) {
    const star = community.get(target.level_id);
    return { done: star === undefined ? 0 : 1, total: 1, starred: star === true ? 1 : 0 };
  }
  const entry = target.project !== null && target.level !== null ? projectLevelEntry(progress, target.project, target.level) : undefined;
  // A project level has no star to earn.
  return { done: entry?.completed === true ? 1 : 0, total: 1, starred: 0 };
}

/**
 * When the learner finished the assignment (the newest completion of its exercises, once all are done),
 * or null. `communityAt`: when each community level was solved.
 */
export function assignmentDoneAt(progress: Progress | undefined, target: AssignmentTarget, communityAt: ReadonlyMap<string, string> = new Map()): string | null {
  if (target.level_id !== null) return communityAt.get(target.level_id) ?? null;
  if (target.project !== null && target.level !== null) {
    const entry = projectLevelEntry(progress, target.project, target.level);
    return entry?.completed === true ? (entry.timestamp ?? null) : null;
  }
  if (target.chapter === null || target.level === null) return null;
  const total = course.chapters[target.chapter]?.levels[target.level]?.exercises.length ?? 0;
  let newest: string | null = null;
  for (let index = 0; index < total; index += 1) {
    const entry = exerciseEntry(progress, { chapter: target.chapter, level: target.level, exercise: index });
    if (entry?.completed !== true) return null;
    if (entry.timestamp && (newest === null || Date.parse(entry.timestamp) > Date.parse(newest))) newest = entry.timestamp;
  }
  return total > 0 ? newest : null;
}

/** The newest of the progress document's timestamps and `others` (the last server-checked success), or null. */
export function lastActive(progress: Progress | undefined, others: readonly string[] = []): string | null {
  let newest: string | null = null;
  for (const other of others) if (newest === null || Date.parse(other) > Date.parse(newest)) newest = other;
  const visit = (node: unknown) => {
    if (!isNode(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'timestamp' && typeof value === 'string' && !Number.isNaN(Date.parse(value))) {
        if (newest === null || Date.parse(value) > Date.parse(newest)) newest = value;
      } else visit(value);
    }
  };
  visit(progress);
  return newest;
}

function isNode(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
