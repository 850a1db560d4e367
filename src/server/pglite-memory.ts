// Opening the embedded database with less memory (docs/performance.md "Memory"). Two facts measured on
// PGlite 0.4: its first setup of a folder (initdb, then the migrations) leaves ~400 MB of WebAssembly
// memory behind for the life of the process, and PostgreSQL's default 128 MB of shared buffers is
// touched as the database is used. So a fresh folder is set up, closed and opened again, and the
// folder is given smaller shared buffers (ALTER SYSTEM, kept in the folder, read at the next open) —
// plenty for a classroom's data, which the operating system's file cache holds as well.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Database, type DatabaseOptions } from './db/database';

export const PGLITE_SHARED_BUFFERS = '32MB';

/** openDatabase, and for a PGlite folder the reopen that frees the first setup's memory when needed. */
export async function openServerDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl || options.dataDir.startsWith('memory://')) return openDatabase(options);
  const fresh = !fs.existsSync(path.join(options.dataDir, 'PG_VERSION'));
  const database = await openDatabase(options);
  const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(database.db);
  if (!fresh && rows[0]?.shared_buffers === PGLITE_SHARED_BUFFERS) return database;
  await sql.raw(`alter system set shared_buffers = '${PGLITE_SHARED_BUFFERS}'`).execute(database.db);
  await database.close();
  return openDatabase(options);
}
