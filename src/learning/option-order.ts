// Multiple-choice options in a per-learner order (docs/course.md "Option order"): shuffled by a seed of
// the user id and the exercise's place, stable across visits, so the content's own order (where the
// author happened to put the right answer) is never a hint. The server serves options in this order
// and maps an attempt's served index back to the content's index.
import { seeded } from '../engine/index';

/** 32-bit FNV-1a of a string: a small, stable seed (no security needed, only spread). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * `order[served] = content index`: the content option shown at each served position, for `count`
 * options, seeded by who asks (`seed`, the user id; visitors share one order) and where (`place`).
 */
export function optionOrder(seed: string, place: string, count: number): number[] {
  const next = seeded(hash(`${seed}\u0000${place}`));
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** The options as served: content options reordered. */
export function servedOptions<T>(options: readonly T[], order: readonly number[]): T[] {
  return order.map((i) => options[i]);
}

/** The content index of the option served at `served` (an attempt's `option`). */
export function contentIndex(order: readonly number[], served: number): number {
  return order[served] ?? served;
}

/** The exercise's place as a stable string: 'chapter 2/3/1' or 'project egg/0/1'. */
export function placeOf(location: { chapter: number; level: number; exercise: number } | { project: string; level: number; exercise: number }): string {
  return 'chapter' in location
    ? `chapter ${location.chapter}/${location.level}/${location.exercise}`
    : `project ${location.project}/${location.level}/${location.exercise}`;
}

/** Seed for visitors who are not signed in: they all share one shuffled order. */
export const VISITOR_SEED = 'visitor';
