// The operador portal's first-load benchmark (bench/): the same stack and phone as the e2e suite,
// run on demand by `npm run bench:operador-first-load`, never by `npm test`. It prints figures and
// asserts nothing about time (a shared machine's timings are not a test).
import { definePortalConfig } from '@cordillera/playwright'
import { defineConfig } from '@playwright/test'

// The local static server's HTTP/1.1 (six connections at a time) by default; BENCH_HTTP2=1 serves
// the portal over HTTP/2 and TLS, as a CDN does (docs/benchmarks/operador-first-load.md has both).
const base = definePortalConfig({ portal: 'operador', https: process.env.BENCH_HTTP2 === '1' })

export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: /.*\.bench\.ts$/,
  retries: 0,
  timeout: 15 * 60_000,
  reporter: [['list']],
})
