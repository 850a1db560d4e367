// Storing and counting the daily streak's active days, table activity_days (docs/journey.md "Coming
// back"). A day is the learner's local date, from the time zone the page names in its request header.
// The rule (days in a row) is streakFrom in src/learning.
import { sql } from 'kysely';
import { streakFrom, type Streak } from '../../learning/index';
import type { Database } from '../db/database';

/** The longest streak read back; a streak this long shows as this many days. */
const MAX_DAYS_READ = 1000;

export async function recordActiveDay(database: Database, userId: string, day: string): Promise<void> {
  await database.db
    .insertInto('activity_days')
    .values({ user_id: userId, day })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .execute();
}

export async function readStreak(database: Database, userId: string, today: string): Promise<Streak> {
  const rows = await database.db
    .selectFrom('activity_days')
    .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'))
    .where('user_id', '=', userId)
    .where('day', '<=', today)
    .orderBy('day', 'desc')
    .limit(MAX_DAYS_READ)
    .execute();
  return streakFrom(
    rows.map((row) => row.day),
    today,
  );
}
