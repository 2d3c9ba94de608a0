// Benchmark of a list's export at 100,000 rows (npm run -w @cordillera/api bench:exports; never
// run by the tests): GET /v1/razones-sociales/exportar as CSV and as XLSX, every column, called
// in-process and read to the end. Prints, per format, the time to the first byte, the total
// time, the file's size and how far the process's memory rose while it streamed: the export is
// written batch by batch, so memory stays flat however long the list is.
import { sql } from 'drizzle-orm'
import { createApp } from '../app.ts'
import { openDatabase } from '../db/database.ts'
import { razonesSociales } from '../db/schema/index.ts'
import { selectRows } from '../db/select-rows.ts'
import { testDeps } from '../testing/test-deps.ts'
import { benchUserHeaders } from './bench-user.ts'
import { benchEnv } from './env.ts'
import { loadRazonesSociales } from './load-razones-sociales.ts'

const ROWS = benchEnv.BENCH_ROWS
const log = (line = '') => process.stdout.write(`${line}\n`)
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

const url = benchEnv.DATABASE_URL
const database = await openDatabase(
  url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: undefined },
)
await database.migrate()
const [{ existing = 0 } = {}] = await selectRows<{ existing: number }>(
  database.db,
  sql`select cast(count(*) as integer) as existing from ${razonesSociales}`,
)
if (existing < ROWS) await loadRazonesSociales(database, ROWS - existing)

const headers = await benchUserHeaders(database, ['comercial/exportar-razon-social'])
const app = createApp(testDeps(database))

log(`# GET /v1/razones-sociales/exportar, ${ROWS.toLocaleString('en')} rows (${database.kind})`)
log('| format | first byte | total | rows/s | file | memory rise (RSS, peak) |')
log('|---|---|---|---|---|---|')
for (const format of ['csv', 'xlsx'] as const) {
  globalThis.gc?.()
  const baseline = process.memoryUsage().rss
  let peak = baseline
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 20)
  const started = performance.now()
  const res = await app.request(`/v1/razones-sociales/exportar?format=${format}&sort=rut`, {
    headers,
  })
  if (res.status !== 200 || !res.body) throw new Error(`${format}: ${res.status}`)
  const reader = res.body.getReader()
  let firstByte = 0
  let bytes = 0
  for (;;) {
    const chunk = await reader.read()
    if (chunk.done) break
    if (!firstByte) firstByte = performance.now() - started
    bytes += chunk.value.byteLength
  }
  const total = performance.now() - started
  clearInterval(sampler)
  peak = Math.max(peak, process.memoryUsage().rss)
  log(
    `| ${format} | ${firstByte.toFixed(0)} ms | ${(total / 1000).toFixed(1)} s | ` +
      `${Math.round(ROWS / (total / 1000)).toLocaleString('en')} | ${mb(bytes)} | ` +
      `${mb(peak - baseline)} |`,
  )
}
await database.close()
