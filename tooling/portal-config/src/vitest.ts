// A portal's unit and component tests (the e2e suites in e2e/ are Playwright's, not Vitest's).
// Each portal's vitest.config.ts: `export default portalVitestConfig()`.
import { defineConfig } from 'vitest/config'

export function portalVitestConfig() {
  return defineConfig({
    test: {
      include: ['app/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      passWithNoTests: true,
      // Screen and form tests render real components (over the real data client, IndexedDB and
      // timers) in jsdom: on a loaded two-core machine one took over the default 5 s (and the rest
      // of its file then read an empty screen, or its leftover sync broke the next tests).
      // Generous: only a hang fails.
      testTimeout: 20_000,
      setupFiles: ['@cordillera/ui/test-support/dom-waits'],
    },
  })
}
