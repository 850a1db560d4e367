// Opening the embedded database with less memory (docs/performance.md "Memory"). Two facts measured on
// PGlite 0.4: its first setup of a folder (initdb) leaves ~400 MB of WebAssembly memory behind for the
// life of the process (in a worker thread too: ~130 MB stayed after the thread ended), and PostgreSQL's
// default 128 MB of shared buffers is touched as the database is used. So a fresh folder is set up in
// a short-lived child process, whose memory ends with it, and every folder is
// given smaller shared buffers (ALTER SYSTEM, kept in the folder, read at the next open) — plenty for
// a classroom's data, which the operating system's file cache holds as well.
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { openDatabase, type Database, type DatabaseOptions } from './db/database';

export const PGLITE_SHARED_BUFFERS = '32MB';

/** Runs in the setup process: initdb in the folder, the smaller shared buffers set, closed. */
const SETUP_SCRIPT = `
const { PGlite } = await import(process.env.OHMLET_PGLITE);
const db = await PGlite.create(process.env.OHMLET_DATA_DIR);
await db.query(process.env.OHMLET_SETTING);
await db.close();
`;

async function setUpInChildProcess(dataDir: string): Promise<void> {
  await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', SETUP_SCRIPT], {
    env: {
      ...process.env,
      OHMLET_PGLITE: import.meta.resolve('@electric-sql/pglite'),
      OHMLET_DATA_DIR: dataDir,
      OHMLET_SETTING: `alter system set shared_buffers = '${PGLITE_SHARED_BUFFERS}'`,
    },
  });
}

/** openDatabase; a PGlite folder is first set up in a child process when fresh, and given smaller shared buffers once. */
export async function openServerDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl || options.dataDir.startsWith('memory://')) return openDatabase(options);
  if (!fs.existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    await setUpInChildProcess(options.dataDir);
  }
  const database = await openDatabase(options);
  const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(database.db);
  if (rows[0]?.shared_buffers === PGLITE_SHARED_BUFFERS) return database;
  // A folder made before this setting: set it, and open once more so it takes effect.
  await sql.raw(`alter system set shared_buffers = '${PGLITE_SHARED_BUFFERS}'`).execute(database.db);
  await database.close();
  return openDatabase(options);
}
