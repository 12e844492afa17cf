import { configDefaults, defineConfig } from 'vitest/config'

/**
 * Two projects (docs/decisions/030). unit: pure tests, no database, no process of their own; they start in a blink.
 * api: the files named *.api.test.ts, which open the seeded database (through the app or its stores) or start the
 * shop's processes; their global setup migrates and seeds the template database once per run. A unit test that
 * opens the database fails at once and says to rename it (test/test-app.ts).
 */
const API_TESTS = '**/*.api.test.ts'

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: on a 2-core machine, one. The api files wait on sockets
    // and timers as much as they compute, so two go side by side on the smallest machine the suite runs on.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, API_TESTS],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // The files of a worker share its loaded modules instead of importing the app afresh for each file (about
          // 40% of the project's time). Each file builds its own app on its own database copy, so no state leaks
          // through them; a test that replaces a module's function restores it in its afterAll.
          isolate: false,
        },
      },
    ],
  },
})
