import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import LongestFirstSequencer from './tests/support/longest-first-sequencer.ts';

// Once per run, for the projects that open a store: the test PostgreSQL, and the seeded stores every test file copies.
const SEEDED_STORES = ['tests/support/global-setup.ts'];

// One run, one project per layer: core and server in plain node, ui in jsdom.
export default defineConfig({
  plugins: [react()],
  test: {
    // Test files wait on PostgreSQL and on their in-process server as much as they compute: two
    // workers on two cores took the unit run from 486 s to 328 s (vitest's default there is one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A test's server, closed, fails the requests its app still had in flight, and the app says so on the
    // console. Relayed to the runner, such a line logged as the worker shuts down failed a green run
    // ("Closing rpc while onUserConsoleLog was pending", vitest-dev/vitest#11153); written straight to
    // the worker's stdout and stderr, it cannot.
    disableConsoleIntercept: true,
    // The longest files first, from durations kept in the repository (tests/support/longest-first-sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    // The node projects share each worker's modules between test files (isolate: false). Isolated, each server
    // test file imported the whole server afresh: the server project's 123 files spent 310 s importing, against
    // 16 s shared (its run 887 s, with other work on the machine, against 454 s). Their files keep no state in
    // modules: each opens its own store and app, and restores what it changes (fake timers, globals).
    //
    // `npm run test:unit` runs the core project alone with line coverage of core/, then the others without it: V8's
    // coverage made the server tests' own time half as long again (71 s against 108 s, then 65 s against 117 s, on
    // three of its folders), for a report that only counts core/.
    projects: [
      // Pure domain rules: no store, so no global set-up.
      { extends: true, test: { name: 'core', include: ['tests/core/**/*.test.ts'], environment: 'node', isolate: false, testTimeout: 30_000 } },
      { extends: true, test: { name: 'adapters', globalSetup: SEEDED_STORES, include: ['tests/adapters/**/*.test.ts'], environment: 'node', isolate: false, testTimeout: 30_000, hookTimeout: 60_000 } },
      // The port conformance suite: every adapter set (tests/conformance/adapter-sets.ts) against core's ports.
      { extends: true, test: { name: 'conformance', globalSetup: SEEDED_STORES, include: ['tests/conformance/**/*.test.ts'], environment: 'node', isolate: false, testTimeout: 30_000, hookTimeout: 600_000 } },
      { extends: true, test: { name: 'server', globalSetup: SEEDED_STORES, include: ['tests/server/**/*.test.ts'], environment: 'node', isolate: false, testTimeout: 30_000, hookTimeout: 120_000 } },
      // The scripts' own logic (the build's input hash, ...), in plain node.
      { extends: true, test: { name: 'scripts', globalSetup: SEEDED_STORES, include: ['tests/scripts/**/*.test.ts'], environment: 'node', isolate: false, testTimeout: 30_000 } },
      // The ui files share their worker's modules and jsdom page too (React, the router, the views): isolated, the 51
      // files took 211 s alone, 133 s shared. Each test renders into the page and Testing Library's cleanup empties it
      // (tests/ui/setup.ts). Module mocks cannot reach a module an earlier file imported, so a file that mocks one is
      // named *.isolated.test.tsx and runs isolated (eslint.config.js keeps vi.mock out of the others).
      { extends: true, test: { name: 'ui', globalSetup: SEEDED_STORES, include: ['tests/ui/**/*.test.tsx'], exclude: ['tests/ui/**/*.isolated.test.tsx'], environment: 'jsdom', isolate: false, setupFiles: ['tests/ui/setup.ts'], testTimeout: 60_000, hookTimeout: 120_000 } },
      { extends: true, test: { name: 'ui-isolated', globalSetup: SEEDED_STORES, include: ['tests/ui/**/*.isolated.test.tsx'], environment: 'jsdom', setupFiles: ['tests/ui/setup.ts'], testTimeout: 60_000, hookTimeout: 120_000 } },
    ],
    coverage: {
      provider: 'v8',
      include: ['core/**/*.ts'],
      exclude: ['core/**/*.port.ts', 'core/**/*.tokens.ts'],
      reporter: ['text-summary'],
    },
  },
});
