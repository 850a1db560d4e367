// Combining two learners' progress when a guest's session becomes a real account (docs/accounts.md
// "Guests keep what they earned"): an entry is completed or starred if it was in either document, and
// the points are recomputed from the merged document by the award rules of progress-update.ts, so an
// exercise both had done is counted once. Pure: the caller reads and writes the rows.
import { POINTS_FOR_COMPLETION, POINTS_FOR_STAR, type ProgressDocument } from './progress-update';

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

function mergeEntry(a: Json | undefined, b: Json | undefined): Json {
  if (!a || !b) return { ...(a ?? b) };
  const merged: Json = { ...a, ...b, completed: a.completed === true || b.completed === true };
  if ('starAchieved' in a || 'starAchieved' in b) merged.starAchieved = a.starAchieved === true || b.starAchieved === true;
  const timestamp = laterTimestamp(a.timestamp, b.timestamp);
  if (timestamp) merged.timestamp = timestamp;
  return merged;
}

/** Merges `depth` levels of nested records, then the entries at the bottom. */
function mergeTree(a: unknown, b: unknown, depth: number): Json {
  const left = isObject(a) ? a : {};
  const right = isObject(b) ? b : {};
  const result: Json = {};
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    const l = isObject(left[key]) ? (left[key] as Json) : undefined;
    const r = isObject(right[key]) ? (right[key] as Json) : undefined;
    result[key] = depth === 1 ? mergeEntry(l, r) : mergeTree(l, r, depth - 1);
  }
  return result;
}

/** chapter → level → exercise entries, and projects → code → level entries, combined. */
export function mergeProgress(a: ProgressDocument, b: ProgressDocument): ProgressDocument {
  const { projects: projectsA, ...chaptersA } = a;
  const { projects: projectsB, ...chaptersB } = b;
  const merged = mergeTree(chaptersA, chaptersB, 3);
  if (projectsA !== undefined || projectsB !== undefined) merged.projects = mergeTree(projectsA, projectsB, 2);
  return merged;
}

/**
 * The points a progress document is worth: 10 per completed chapter exercise, +5 per star on a circuit
 * exercise. `isCircuit` says whether a location is a circuit exercise of the course (false for a
 * location the course does not have, which earns nothing). Projects earn no points.
 */
export function pointsForProgress(progress: ProgressDocument, isCircuit: (where: ChapterLocation) => boolean | null): number {
  let points = 0;
  for (const [chapterKey, chapter] of Object.entries(progress)) {
    if (chapterKey === 'projects' || !isObject(chapter)) continue;
    for (const [levelKey, level] of Object.entries(chapter)) {
      if (!isObject(level)) continue;
      for (const [exerciseKey, entry] of Object.entries(level)) {
        if (!isObject(entry) || entry.completed !== true) continue;
        const circuit = isCircuit({ chapter: Number(chapterKey), level: Number(levelKey), exercise: Number(exerciseKey) });
        if (circuit === null) continue;
        points += POINTS_FOR_COMPLETION + (circuit && entry.starAchieved === true ? POINTS_FOR_STAR : 0);
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
      mergeEntry(isObject(l[i]) ? (l[i] as Json) : undefined, isObject(r[i]) ? (r[i] as Json) : undefined),
    );
  }
  return result;
}
