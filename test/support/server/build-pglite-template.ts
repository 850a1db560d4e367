// Vitest global setup: builds the migrated PGlite template once, before any test file starts. Left to
// the test files, every parallel worker on a fresh machine (or after a migration changed) would run
// initdb and the migrations at once, and on a busy 2-core machine the first ones could pass their
// setup timeout.
import { pgliteTemplate } from './pglite-template';

export default async function setup(): Promise<void> {
  await pgliteTemplate();
}
