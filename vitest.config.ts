import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects: fast unit/store/server tests run in parallel; Pact consumer tests share one
// pact file, so they run one file at a time.
export default defineConfig({
  test: {
    // vitest's own default is one worker fewer than the cores: a single worker on the 2-core
    // machines of CI and of this team, with the second core mostly idle. Two workers there took
    // the server suites from 404 to 337 s on a shared, loaded machine (docs/test-suite.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Server suites start an embedded database in beforeAll, and compiling every
          // operation's validators takes seconds: give them room on a busy 2-core machine.
          hookTimeout: 90000,
          testTimeout: 30000,
          // One retry on this shared, noisy machine: a test that fails twice still fails the
          // stage, and a retried one is named in the log (scripts/test.sh repeats failures).
          retry: 1,
          // every area's stores registered, as on a site where every screen has loaded
          setupFiles: ['src/stores/registerAll.ts'],
          // one migrated, seeded database template per run for the server suites
          globalSetup: ['server/test/templateDir.ts'],
          include: [
            'src/**/*.test.{ts,tsx}',
            'mocks/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          fileParallelism: false,
          setupFiles: ['src/stores/registerAll.ts'],
          testTimeout: 30000,
          // as for unit: one retry on this shared, noisy machine
          retry: 1,
        },
      },
    ],
  },
});
