// How a judged attempt changes a learner's progress and points (spec section 3 "User profile",
// section 9 "Points"). Pure: the caller reads the stored progress under a row lock and writes the result.
// Nothing is ever downgraded, so repeating an attempt changes nothing and awards nothing.

export const POINTS_FOR_COMPLETION = 10;
export const POINTS_FOR_STAR = 5;

export type ProgressDocument = Record<string, unknown>;

export interface ExerciseEntry {
  completed: boolean;
  starAchieved: boolean;
  timestamp: string;
}

export interface JudgedAttempt {
  correct: boolean;
  /** Circuit: the star carried current in a correct build. Quiz and info: same as correct (no star to collect). */
  starAchieved: boolean;
  /** Only circuit exercises earn the star bonus. */
  isCircuit: boolean;
}

export type AttemptLocation =
  | { kind: 'chapter'; chapter: number; level: number; exercise: number }
  /** `completesLevel`: this is the level's last exercise, so a correct answer completes the project level. */
  | { kind: 'project'; project: string; level: number; exercise: number; completesLevel: boolean };

export interface ProgressChange {
  progress: ProgressDocument;
  changed: boolean;
  pointsAwarded: number;
  completed: boolean;
}

export function applyAttempt(
  progress: ProgressDocument,
  where: AttemptLocation,
  attempt: JudgedAttempt,
  timestamp: string,
): ProgressChange {
  return where.kind === 'chapter'
    ? applyChapterAttempt(progress, where, attempt, timestamp)
    : applyProjectAttempt(progress, where, attempt, timestamp);
}

function applyChapterAttempt(
  progress: ProgressDocument,
  where: { chapter: number; level: number; exercise: number },
  attempt: JudgedAttempt,
  timestamp: string,
): ProgressChange {
  const path = [String(where.chapter), String(where.level), String(where.exercise)] as const;
  const before = readEntry(progress, path);
  const wasCompleted = before?.completed === true;
  if (!attempt.correct) return { progress, changed: false, pointsAwarded: 0, completed: wasCompleted };

  const hadStar = before?.starAchieved === true;
  const gainsStar = attempt.starAchieved && !hadStar;
  if (wasCompleted && !gainsStar) return { progress, changed: false, pointsAwarded: 0, completed: true };

  const pointsAwarded = (wasCompleted ? 0 : POINTS_FOR_COMPLETION) + (gainsStar && attempt.isCircuit ? POINTS_FOR_STAR : 0);
  const entry: ExerciseEntry = { completed: true, starAchieved: hadStar || attempt.starAchieved, timestamp };
  return { progress: writeAt(progress, path, entry), changed: true, pointsAwarded, completed: true };
}

function applyProjectAttempt(
  progress: ProgressDocument,
  where: { project: string; level: number; completesLevel: boolean },
  attempt: JudgedAttempt,
  timestamp: string,
): ProgressChange {
  const path = ['projects', where.project, String(where.level)] as const;
  const before = readEntry(progress, path);
  const levelDone = before?.completed === true;
  if (!attempt.correct) return { progress, changed: false, pointsAwarded: 0, completed: levelDone };
  if (levelDone || !where.completesLevel) return { progress, changed: false, pointsAwarded: 0, completed: true };
  const next = writeAt(progress, path, { completed: true, timestamp });
  return { progress: next, changed: true, pointsAwarded: 0, completed: true };
}

function readEntry(progress: ProgressDocument, path: readonly string[]): Partial<ExerciseEntry> | undefined {
  let node: unknown = progress;
  for (const key of path) {
    if (!isObject(node)) return undefined;
    node = node[key];
  }
  return isObject(node) ? (node as Partial<ExerciseEntry>) : undefined;
}

/** A copy of `progress` with `value` at `path`, creating the objects on the way. */
function writeAt(progress: ProgressDocument, path: readonly string[], value: unknown): ProgressDocument {
  const [head, ...rest] = path;
  if (head === undefined) return progress;
  const child = progress[head];
  return { ...progress, [head]: rest.length === 0 ? value : writeAt(isObject(child) ? child : {}, rest, value) };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
