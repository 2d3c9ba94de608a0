// Vitest for the API: in-process integration tests against PGlite, each file starting from a
// template the global setup migrated and seeded once (src/testing/pglite-setup.ts), hence the
// generous hook timeouts: on a loaded two-core machine opening one can take far longer than its
// idle second. TEST_DATABASE=postgres runs the same files against a throwaway PostgreSQL server
// instead (src/testing/postgres-setup.ts starts it once for the run); `npm test` runs both.
import { defineConfig } from 'vitest/config'

const onServer = process.env.TEST_DATABASE === 'postgres'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // The files share each worker's modules instead of evaluating the API's ~450 again for every
    // file: a third less CPU for the suite. They share no state through them: every file opens its
    // own database and app, and none mocks a module.
    isolate: false,
    ...(onServer
      ? { name: 'postgres', globalSetup: ['src/testing/postgres-setup.ts'] }
      : { globalSetup: ['src/testing/pglite-setup.ts'] }),
  },
})
