// The learner's progress as an attempt reads it before judging (docs/architecture.md "Progress"): read
// in the attempt's first statement together with the session and the rate-limit count, so the hot path
// stays at one or two statements (docs/performance.md). The columns and the streak's "today already
// counts" test are given here for that statement to select; the stores are named nowhere else.
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Progress } from '../../learning/index';

/** The learner's stored progress and points as read with the count; null when there is no profile row yet. */
export type ProfileSnapshot = { progress: Progress; points: number; pointsVersion: number } | null;

/** What a statement that left-joins `users` selects for the snapshot (see snapshotOf). */
export const snapshotColumns = ['users.progress', 'users.points', 'users.points_version'] as const;

/** The snapshot from a row read with snapshotColumns (`users` left-joined: null columns when there is no profile yet). */
export function snapshotOf(row: { progress: Progress | null; points: number | null; points_version: number | null }): ProfileSnapshot {
  return row.points === null ? null : { progress: row.progress ?? {}, points: row.points, pointsVersion: row.points_version ?? 0 };
}

/** True when `day` already is one of the learner's active days (nothing to record for the streak). */
export function activeOnDay(userId: Expression<string>, day: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from activity_days where user_id = ${userId} and day = ${day})`;
}
