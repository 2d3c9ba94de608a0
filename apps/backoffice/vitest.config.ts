// Unit and component tests of this portal (the e2e suites in e2e/ are Playwright's, not Vitest's).
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    passWithNoTests: true,
    // Form tests render real components in jsdom: generous on a loaded machine, only a hang fails.
    testTimeout: 20_000,
    setupFiles: ['@cordillera/ui/test-support/dom-waits'],
  },
})
