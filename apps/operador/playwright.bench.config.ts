// The operador portal's first-load benchmark (bench/): the same stack and phone as the e2e suite,
// run on demand by `npm run bench:operador-first-load`, never by `npm test`. It prints figures and
// asserts nothing about time (a shared machine's timings are not a test).
import { definePortalConfig } from '@cordillera/playwright'
import { defineConfig } from '@playwright/test'

const base = definePortalConfig({ portal: 'operador' })

export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: /.*\.bench\.ts$/,
  retries: 0,
  timeout: 15 * 60_000,
  reporter: [['list']],
})
