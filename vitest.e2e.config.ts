import { defineConfig } from 'vitest/config';

// Browser tests: the production build served by the real server, driven in the system Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/e2e-global-setup.ts'],
    // A page on a loaded machine can take seconds where it takes half a second alone: a fresh clone's run (two
    // files at a time beside other work) failed four tests that pass alone, on a 60 s test timeout and on
    // expect.poll's 1 s default (a client-side navigation still loading its route after a second). A limit only
    // ends a failing test sooner, so these are generous; a passing test takes the same time.
    testTimeout: 120_000,
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 180_000,
    // Two files at a time: each starts its own server (port 0, its own copy of the seeded store) and browser, and
    // a file waits on its pages as much as it computes. On two cores the browser run took 12.5 min one file at a
    // time and 10.8 min two at a time.
    maxWorkers: 2,
    // A worker's files share its modules (the server, the UI, Playwright): isolated, each of the 27 files imported them
    // afresh, 162 s of the run's worker time. Each file starts its own server, store and browser, and keeps its state in
    // those; what a support module remembers is kept per server.
    isolate: false,
    // As in vitest.config.ts: a late log cannot fail the run at a worker's teardown.
    disableConsoleIntercept: true,
    // Vitest's own order here (no results cache on a fresh clone: the larger files first), not the unit run's
    // longest-first: run first, the in-memory site's Vite dev server and Chromium (253 s alone) shared the two cores
    // with the other files, and it took 405 s, the phase 18.7 min against 15 min with it last and alone.
  },
});
