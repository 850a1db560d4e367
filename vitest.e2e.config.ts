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
    // A busy 2-core CI machine can take seconds to render; the default 1 s poll is too tight for a browser.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    pool: 'forks',
  },
});
