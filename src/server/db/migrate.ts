// Runs the versioned migrations (src/server/db/migrations/NNNN-name.ts, listed in migrations/index.ts)
// at start, on PGlite and PostgreSQL alike; Kysely's migrator records them and takes a lock.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migrations } from './migrations/index';

const provider: MigrationProvider = {
  getMigrations: async () => migrations as Record<string, Migration>,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Features land in parallel and number their migrations ahead (0004, 0005, 0006 …); a database that
  // already ran a later number must still accept an earlier one that lands after it. They never depend
  // on each other's order.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
