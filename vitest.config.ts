// Unit and integration tests: everything beside the code (src/**/*.test.ts[x]) and the repository's own
// checks in test/ (test/support holds helpers only tests, benches and e2e import).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    setupFiles: ['vitest.setup.ts'],
    globalSetup: ['test/support/server/build-pglite-template.ts'],
    expect: { poll: { timeout: 10_000, interval: 50 } },
  },
});
