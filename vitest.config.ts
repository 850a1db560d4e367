// Unit and integration tests: everything beside the code (src/**/*.test.ts[x]) and bench checks.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    setupFiles: ['vitest.setup.ts'],
    globalSetup: ['src/server/test-support/build-pglite-template.ts'],
    expect: { poll: { timeout: 10_000, interval: 50 } },
  },
});
