// The learner's progress document (users.progress; GET /api/me `progress`): its type, from the zod
// schema in src/api/me.ts, and the one set of helpers that read and write it, for the server (attempts,
// hints, guest merge, class progress) and the page (the learning map). Reads are lenient: a missing or
// malformed entry is simply not there. Pure, and free of zod at run time (types only).
import type { ExerciseProgress, Progress, ProjectLevelProgress } from '../api/index';

export type { ExerciseProgress, Progress, ProjectLevelProgress };

/** Where a course exercise's entry sits: progress[chapter][level][exercise] (zero-based, as strings). */
export interface ExercisePlace {
  chapter: number;
  level: number;
  exercise: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readAt(progress: unknown, path: readonly string[]): Record<string, unknown> | undefined {
  let node: unknown = progress;
  for (const key of path) {
    if (!isRecord(node) || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return isRecord(node) ? node : undefined;
}

/** An entry as stored, read leniently: only its known fields, `completed` false unless true; undefined when it is not an entry. */
export function entryOf(node: unknown): ExerciseProgress | undefined {
  if (!isRecord(node)) return undefined;
  return {
    completed: node.completed === true,
    ...(typeof node.starAchieved === 'boolean' ? { starAchieved: node.starAchieved } : {}),
    ...(typeof node.timestamp === 'string' ? { timestamp: node.timestamp } : {}),
    ...(typeof node.hinted === 'boolean' ? { hinted: node.hinted } : {}),
    ...(typeof node.missed === 'boolean' ? { missed: node.missed } : {}),
  };
}

/** A course exercise's entry, or undefined when there is none. */
export function exerciseEntry(progress: unknown, where: ExercisePlace): ExerciseProgress | undefined {
  return entryOf(readAt(progress, [String(where.chapter), String(where.level), String(where.exercise)]));
}

/** A project level's entry, or undefined when there is none. */
export function projectLevelEntry(progress: unknown, project: string, level: number): ProjectLevelProgress | undefined {
  const entry = entryOf(readAt(progress, ['projects', project, String(level)]));
  return entry && { completed: entry.completed, ...(entry.timestamp === undefined ? {} : { timestamp: entry.timestamp }) };
}

/** The entries of one course level: exercise index → entry. */
export function levelEntries(progress: unknown, chapter: number, level: number): Record<string, unknown> | undefined {
  return readAt(progress, [String(chapter), String(level)]);
}

/** A copy of `progress` with the exercise's entry set, creating the levels on the way. */
export function withExerciseEntry(progress: Progress, where: ExercisePlace, entry: ExerciseProgress): Progress {
  const chapter = progress[String(where.chapter)] ?? {};
  const level = chapter[String(where.level)] ?? {};
  return { ...progress, [String(where.chapter)]: { ...chapter, [String(where.level)]: { ...level, [String(where.exercise)]: entry } } };
}

/** A copy of `progress` with the project level's entry set. */
export function withProjectLevelEntry(progress: Progress, project: string, level: number, entry: ProjectLevelProgress): Progress {
  const projects = progress.projects ?? {};
  return { ...progress, projects: { ...projects, [project]: { ...projects[project], [String(level)]: entry } } };
}
