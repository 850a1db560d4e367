// Moving a learner's rows to another account (a guest's to the account it becomes, docs/accounts.md
// "Guests keep what they earned"), table by table, inside the caller's transaction.
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../schema';

/**
 * A table that holds rows owned by a learner, moved when it exists (a feature's migration may not have
 * run yet). A row the account already has (same `uniqueWith`) stays once; a row matching `notMovedWhen`
 * (given the account's id) is dropped instead of moved.
 */
export interface OwnedRows {
  table: string;
  userColumn: string;
  uniqueWith?: string;
  notMovedWhen?: (toId: string) => RawBuilder<unknown>;
}

export async function moveOwnedRows(trx: Transaction<DB>, tables: readonly OwnedRows[], fromId: string, toId: string): Promise<void> {
  for (const { table, userColumn, uniqueWith, notMovedWhen } of tables) {
    const exists = await sql<{ found: string | null }>`select to_regclass(${table})::text as found`.execute(trx);
    if (!exists.rows[0]?.found) continue;
    const t = sql.table(table);
    const user = sql.ref(userColumn);
    const alreadyThere = uniqueWith
      ? sql`and not exists (select 1 from ${t} as mine where mine.${user} = ${toId} and mine.${sql.ref(uniqueWith)} = ${t}.${sql.ref(uniqueWith)})`
      : sql``;
    const excluded = notMovedWhen ? sql`and not (${notMovedWhen(toId)})` : sql``;
    await sql`update ${t} set ${user} = ${toId} where ${user} = ${fromId} ${alreadyThere} ${excluded}`.execute(trx);
    await sql`delete from ${t} where ${user} = ${fromId}`.execute(trx);
  }
}
