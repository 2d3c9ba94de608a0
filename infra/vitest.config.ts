import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    // One synth of the five stacks per file (beforeAll): a few seconds, more on a loaded machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
