// Vitest for the API: in-process integration tests against PGlite, which takes a few seconds to
// open (once per file), hence the generous timeouts: on a loaded two-core machine opening,
// migrating and seeding one takes from 4 s to over a minute. TEST_DATABASE=postgres runs the same files
// against a throwaway PostgreSQL server instead (src/testing/postgres-setup.ts starts it once for
// the run); `npm test` runs both.
import { defineConfig } from 'vitest/config'

const onServer = process.env.TEST_DATABASE === 'postgres'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    ...(onServer && { name: 'postgres', globalSetup: ['src/testing/postgres-setup.ts'] }),
  },
})
