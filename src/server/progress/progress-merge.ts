// Combining two learners' progress when a guest's session becomes a real account (docs/accounts.md
// "Guests keep what they earned"): an entry is completed or starred if it was in either document (a star
// the guest brings stays withheld where the account used a hint), and the points are recomputed from the
// merged document by the award rules of progress-update.ts, so an exercise both had done is counted once. Pure: the caller reads and writes the rows.
import { entryOf, type ExerciseProgress, type Progress, entryPoints } from '../../learning/index';

export interface ChapterLocation {
  chapter: number;
  level: number;
  exercise: number;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The later of two ISO timestamps (either may be missing). */
function laterTimestamp(a: unknown, b: unknown): string | undefined {
  const sa = typeof a === 'string' ? a : undefined;
  const sb = typeof b === 'string' ? b : undefined;
  if (!sa || !sb) return sa ?? sb;
  return sa > sb ? sa : sb;
}

/**
 * Completed if either was; the later timestamp; hinted if either was. `account` is the entry of the
 * account being kept, `guest` the one merged into it. The account keeps its own star; the guest's star
 * comes over only when the account's entry is not hinted — the learner saw that piece on the account,
 * so a star won on the other side must not undo the hint's penalty (docs/accounts.md). A side that is
 * missing (or not an entry) gives way.
 */
function mergeEntry(account: ExerciseProgress | undefined, guest: ExerciseProgress | undefined): ExerciseProgress | undefined {
  const left = isObject(account) ? account : undefined;
  const right = isObject(guest) ? guest : undefined;
  if (!left || !right) {
    const only = left ?? right;
    return only && { ...only };
  }
  const merged: ExerciseProgress = { ...left, ...right, completed: left.completed === true || right.completed === true };
  if ('starAchieved' in left || 'starAchieved' in right) {
    merged.starAchieved = left.starAchieved === true || (right.starAchieved === true && left.hinted !== true);
  }
  if (left.hinted === true || right.hinted === true) merged.hinted = true;
  // A quiz pays when either side answered it right first (that side earned it); otherwise a wrong first
  // answer on either side stands (quiz-points.ts).
  const paid = (entry: ExerciseProgress) => entry.completed === true && entry.missed !== true;
  delete merged.missed;
  if (!paid(left) && !paid(right) && (left.missed === true || right.missed === true)) merged.missed = true;
  const timestamp = laterTimestamp(left.timestamp, right.timestamp);
  if (timestamp) merged.timestamp = timestamp;
  return merged;
}

/** Every key of either record, its two values merged by `child` (a value that is not a record counts as empty). */
function mergeRecords<T>(a: Record<string, T> | undefined, b: Record<string, T> | undefined, child: (x: T | undefined, y: T | undefined) => T | undefined): Record<string, T> {
  const left = isObject(a) ? a : {};
  const right = isObject(b) ? b : {};
  const result: Record<string, T> = {};
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    const value = child(left[key], right[key]);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

/** chapter → level → exercise entries, and projects → code → level entries, combined: `a` is the account's, `b` the guest's. */
export function mergeProgress(a: Progress, b: Progress): Progress {
  const { projects: projectsA, ...chaptersA } = a;
  const { projects: projectsB, ...chaptersB } = b;
  const merged: Progress = mergeRecords(chaptersA, chaptersB, (x, y) => mergeRecords(x, y, (l, r) => mergeRecords(l, r, mergeEntry)));
  if (projectsA !== undefined || projectsB !== undefined) merged.projects = mergeRecords(projectsA, projectsB, (x, y) => mergeRecords(x, y, mergeEntry));
  return merged;
}

/**
 * The points a progress document is worth: 10 per completed chapter exercise (none for a quiz whose
 * first answer was wrong), +5 per star where `starEarnsPoints` says a star counts there (a circuit or a
 * fault, learning's STAR_EARNS_POINTS); it answers null for a location the course does not have, which
 * earns nothing. Projects earn no points.
 */
export function pointsForProgress(progress: Progress, starEarnsPoints: (where: ChapterLocation) => boolean | null): number {
  const { projects: _projects, ...chapters } = progress;
  let points = 0;
  for (const [chapterKey, chapter] of Object.entries(chapters)) {
    if (!isObject(chapter)) continue;
    for (const [levelKey, level] of Object.entries(chapter)) {
      if (!isObject(level)) continue;
      for (const [exerciseKey, stored] of Object.entries(level)) {
        const entry = entryOf(stored);
        if (entry?.completed !== true) continue;
        const starPoints = starEarnsPoints({ chapter: Number(chapterKey), level: Number(levelKey), exercise: Number(exerciseKey) });
        if (starPoints === null) continue;
        points += entryPoints(entry, starPoints);
      }
    }
  }
  return points;
}

/** Schematic completion lists combined index by index (completed or starred if either was). */
export function mergeSchematicCompletion(a: unknown, b: unknown): Json | null {
  if (!isObject(a) && !isObject(b)) return null;
  const left = isObject(a) ? a : {};
  const right = isObject(b) ? b : {};
  const result: Json = { ...left, ...right };
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    const l = Array.isArray(left[key]) ? (left[key] as unknown[]) : [];
    const r = Array.isArray(right[key]) ? (right[key] as unknown[]) : [];
    if (l.length === 0 && r.length === 0) continue;
    result[key] = Array.from({ length: Math.max(l.length, r.length) }, (_, i) =>
      mergeEntry(entryOf(l[i]), entryOf(r[i])),
    );
  }
  return result;
}
