// A migrated, empty PGlite data folder dumped once and reused by every in-memory test database:
// a fresh PGlite runs initdb (seconds, tens of seconds on a busy machine), loading a dump does not.
// Cached in the temp folder under a hash of the migration sources, so a changed migration rebuilds it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PreparingPGliteDialect } from '../../../src/server/db/pglite-dialect';
import { migrateToLatest } from '../../../src/server/db/migrate';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../src/server/db/migrations');
let memo: Promise<Blob> | undefined;

export function pgliteTemplate(): Promise<Blob> {
  memo ??= loadOrBuild();
  return memo;
}

async function loadOrBuild(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `ohmlet-pglite-template-${migrationsHash()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const client = await PGlite.create('memory://');
  const db = new Kysely({ dialect: new PreparingPGliteDialect(client) });
  await migrateToLatest(db);
  const dump = await client.dumpDataDir('none');
  await db.destroy();
  // Write then rename, so a parallel test process never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return dump;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(migrationsDir).sort()) {
    if (name.endsWith('.ts') && !name.endsWith('.test.ts')) hash.update(name).update(fs.readFileSync(path.join(migrationsDir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}
