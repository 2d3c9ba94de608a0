import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    // The screens' tests render real components in jsdom: on a loaded two-core CI run the list
    // screen's first tests took 6.5–7.7 s, over the default 5 s. Generous, as in the portals:
    // only a hang fails.
    testTimeout: 20_000,
    setupFiles: ['@cordillera/ui/test-support/dom-waits'],
  },
})
