// Unit and component tests of this portal (the e2e suites in e2e/ are Playwright's, not Vitest's).
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    passWithNoTests: true,
    // Screen tests render real components over the real data client in jsdom: on a loaded
    // two-core machine the first one took over the default 5 s (and the rest of its file then
    // read an empty screen). Generous, as in the other portals: only a hang fails.
    testTimeout: 20_000,
    setupFiles: ['@cordillera/ui/test-support/dom-waits'],
  },
})
