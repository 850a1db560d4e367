// Browser end-to-end tests: one built app and server for the whole run (e2e/global-setup.ts), Chromium
// driven by playwright-core. Files run one at a time: two cores, one browser.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
