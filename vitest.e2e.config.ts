import { defineConfig } from 'vitest/config';

// Browser tests: the production build served by the real server, driven in the system Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/e2e-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // As in vitest.config.ts: a late log cannot fail the run at a worker's teardown.
    disableConsoleIntercept: true,
  },
});
