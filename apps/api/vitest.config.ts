// Vitest for the API: in-process integration tests against PGlite, which takes a few seconds to
// open (once per file), hence the generous timeouts.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
