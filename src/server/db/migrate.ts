// Runs the versioned migrations (src/server/db/migrations/NNNN-name.ts, listed in migrations/index.ts)
// at start, on PGlite and PostgreSQL alike; Kysely's migrator records them and takes a lock.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migrations } from './migrations/index';

const provider: MigrationProvider = {
  getMigrations: async () => migrations as Record<string, Migration>,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
function migratorFor(db: Kysely<any>): Migrator {
  // Linear: later migrations build on earlier ones (0004–0006 use 0001–0002's tables), so a database is
  // always a prefix of the list and a migration runs only after every one before it. A database that
  // ran a later number but not an earlier one is refused rather than patched out of order.
  return new Migrator({ db, provider, allowUnorderedMigrations: false });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  throwOnFailure(await migratorFor(db).migrateToLatest());
}

/** Brings a database up to and including `name` only (tests build the shapes of older databases). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateUpTo(db: Kysely<any>, name: string): Promise<void> {
  throwOnFailure(await migratorFor(db).migrateTo(name));
}

function throwOnFailure({ error, results }: Awaited<ReturnType<Migrator['migrateToLatest']>>): void {
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
