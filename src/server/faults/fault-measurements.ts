// A learner's meter readings on a fault exercise (0010-fault-measurements): recorded per reading,
// counted and listed since their last attempt there, cleared by that attempt; and the result the
// teacher's view shows (measurements used, fewest possible).
import type { Database } from '../db/database';

export async function recordMeasurement(database: Database, userId: string, place: string, cell: { row: number; col: number }): Promise<number> {
  await database.db.insertInto('fault_measurements').values({ user_id: userId, place, row: cell.row, col: cell.col }).execute();
  const { count } = await database.db
    .selectFrom('fault_measurements')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('place', '=', place)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The cells measured since the last attempt, oldest first. */
export async function measuredCells(database: Database, userId: string, place: string): Promise<{ row: number; col: number }[]> {
  return database.db
    .selectFrom('fault_measurements')
    .select(['row', 'col'])
    .where('user_id', '=', userId)
    .where('place', '=', place)
    .orderBy('id')
    .execute();
}

/**
 * An attempt: the measurements it used (then cleared, so the next try counts afresh) and the result
 * kept for the teacher; a right diagnosis once kept is not replaced by a later try.
 */
export async function closeMeasurements(database: Database, userId: string, place: string, fewest: number, correct: boolean): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('fault_measurements').where('user_id', '=', userId).where('place', '=', place).returning('id').execute();
    const used = removed.length;
    const earlier = await trx.selectFrom('fault_results').select(['correct']).where('user_id', '=', userId).where('place', '=', place).forUpdate().executeTakeFirst();
    if (!earlier) {
      await trx.insertInto('fault_results').values({ user_id: userId, place, measurements_used: used, fewest, correct }).execute();
    } else if (!earlier.correct) {
      await trx
        .updateTable('fault_results')
        .set({ measurements_used: used, fewest, correct, updated_at: new Date() })
        .where('user_id', '=', userId)
        .where('place', '=', place)
        .execute();
    }
    return used;
  });
}

/** A learner's results on fault exercises, by place. */
export async function faultResults(database: Database, userId: string): Promise<Map<string, { used: number; fewest: number }>> {
  const rows = await database.db.selectFrom('fault_results').select(['place', 'measurements_used', 'fewest']).where('user_id', '=', userId).execute();
  return new Map(rows.map((r) => [r.place, { used: r.measurements_used, fewest: r.fewest }]));
}
