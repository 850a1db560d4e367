// A learner's meter readings on a fault exercise (0010-fault-measurements): recorded per reading,
// counted and listed since their last attempt there, cleared by that attempt; and the diagnosis's
// running total (readings plus wrong answers) that the star and the teacher's view use.
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
 * An attempt: the measurements its diagnosis used, for the star and the teacher. The meter's own count
 * restarts with every try (its rows are cleared), but the diagnosis adds up every reading since the
 * learner started on the exercise, and each wrong answer counts as one measurement: otherwise guessing,
 * or answering wrong to clear the count, would earn the star. Once a right diagnosis is kept, later
 * tries report it unchanged, so replaying what is known earns nothing new.
 */
export async function closeMeasurements(database: Database, userId: string, place: string, fewest: number, correct: boolean): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    const earlier = await trx.selectFrom('fault_results').select(['correct', 'measurements_used']).where('user_id', '=', userId).where('place', '=', place).forUpdate().executeTakeFirst();
    const removed = await trx.deleteFrom('fault_measurements').where('user_id', '=', userId).where('place', '=', place).returning('id').execute();
    if (earlier?.correct) return earlier.measurements_used;
    const used = (earlier?.measurements_used ?? 0) + removed.length + (correct ? 0 : 1);
    if (!earlier) {
      await trx.insertInto('fault_results').values({ user_id: userId, place, measurements_used: used, fewest, correct }).execute();
    } else {
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
