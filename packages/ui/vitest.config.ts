// The kit's component tests drive a DOM (jsdom, per file) with user-event: a calendar test can
// take several seconds on a loaded two-core machine while every package's tests run at once. The
// ceiling is only there to stop a hung test, not to measure speed.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: { testTimeout: 20_000, setupFiles: ['./src/test-support/dom-waits.ts'] },
})
