import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    // Two tests import an entry point afresh (to see which routes it reads): on a loaded two-core
    // run that took 9–13 s, over the default 5 s. Generous, as in the portals: only a hang fails.
    testTimeout: 20_000,
  },
})
