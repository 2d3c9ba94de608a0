// Unit and component tests of this portal (the e2e suites in e2e/ are Playwright's, not Vitest's).
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    passWithNoTests: true,
    // Screen tests render real components, IndexedDB and timers in jsdom: on a loaded two-core
    // machine one took over the default 5 s (and its leftover sync then broke the file's next
    // tests). Generous, as in the backoffice: only a hang fails.
    testTimeout: 20_000,
    setupFiles: ['@cordillera/ui/test-support/dom-waits'],
  },
})
