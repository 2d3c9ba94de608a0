// Benchmark: does one kind of request stall the others? (npm run -w @cordillera/api
// bench:health-under-load; never run by the tests). Loads a year of history of 1,000 assets
// (bench-disponibilidad-load.ts), serves the real app over HTTP on a free port, keeps ten heavy
// but valid requests running at once (the fleet's availability over 366 days, as many as the
// period limit allows) for BENCH_SECONDS, and meanwhile asks GET /health every 25 ms. Prints
// /health's p50/p95/p99/max and the heavy requests' own times, on the embedded database (PGlite in
// its worker thread) and on a PostgreSQL server (a throwaway one from tooling/postgres, or the
// DATABASE_URL given). Target: /health p99 ≤ 100 ms on both. Results:
// docs/benchmarks/health-under-load.md.
import type { AddressInfo } from 'node:net'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { fechaEnSantiago, sumarDias } from '@cordillera/contracts'
import { startPostgresServer } from '@cordillera/postgres'
import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import { createApp } from '../app.ts'
import { type Database, openDatabase } from '../db/database.ts'
import { activos } from '../db/schema/index.ts'
import { selectRows } from '../db/select-rows.ts'
import { testDeps } from '../testing/test-deps.ts'
import { loadHistoria } from './bench-disponibilidad-load.ts'
import { benchUserHeaders } from './bench-user.ts'
import { benchEnv } from './env.ts'

const ROWS = 1000
const HEAVY_CONCURRENCY = 10
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const HEALTH_EVERY_MS = 25
const TARGET_P99_MS = 100

const log = (line = '') => process.stdout.write(`${line}\n`)

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
const ms = (value: number) => `${value.toFixed(1)} ms`

async function measure(database: Database) {
  const [{ existing = 0 } = {}] = await selectRows<{ existing: number }>(
    database.db,
    sql`select cast(count(*) as integer) as existing from ${activos}`,
  )
  if (existing < ROWS) await loadHistoria(database, ROWS - existing)
  const headers = await benchUserHeaders(database, ['comercial/disponibilidad-flota'])

  const app = createApp(testDeps(database))
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const hasta = fechaEnSantiago(new Date())
  const desde = sumarDias(hasta, -365)
  const heavyUrl = `${base}/v1/disponibilidad-flota?desde=${desde}&hasta=${hasta}`
  const first = await fetch(heavyUrl, { headers })
  if (first.status !== 200) throw new Error(`heavy request answered ${first.status}`)
  await first.arrayBuffer()

  const deadline = performance.now() + SECONDS * 1000
  const heavyTimes: number[] = []
  const heavyStatuses = new Map<number, number>()
  const heavyWorker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now()
      const res = await fetch(heavyUrl, { headers })
      await res.arrayBuffer()
      heavyTimes.push(performance.now() - started)
      heavyStatuses.set(res.status, (heavyStatuses.get(res.status) ?? 0) + 1)
    }
  }
  const healthTimes: number[] = []
  const healthStatuses = new Map<number, number>()
  const healthWorker = async () => {
    // Starts once the heavy requests are on their way.
    await new Promise((resolve) => setTimeout(resolve, 200))
    while (performance.now() < deadline) {
      const started = performance.now()
      const res = await fetch(`${base}/health`)
      await res.arrayBuffer()
      healthTimes.push(performance.now() - started)
      healthStatuses.set(res.status, (healthStatuses.get(res.status) ?? 0) + 1)
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS))
    }
  }
  // How long the API's own thread was held: a stalled event loop delays /health whatever the
  // database does; a free one with a slow /health means the machine's cores are taken.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 })
  loopDelay.enable()
  await Promise.all([...Array.from({ length: HEAVY_CONCURRENCY }, heavyWorker), healthWorker()])
  loopDelay.disable()
  await new Promise<void>((resolve) => server.close(() => resolve()))

  const health = [...healthTimes].sort((a, b) => a - b)
  const heavy = [...heavyTimes].sort((a, b) => a - b)
  const p99 = percentile(health, 99)
  log(`## ${database.kind}`)
  log()
  log('| | n | p50 | p95 | p99 | max | answers |')
  log('|---|---:|---:|---:|---:|---:|---|')
  const answers = (statuses: Map<number, number>) =>
    [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ')
  log(
    `| GET /health | ${health.length} | ${ms(percentile(health, 50))} | ${ms(percentile(health, 95))} | ${ms(p99)} | ${ms(health.at(-1) ?? Number.NaN)} | ${answers(healthStatuses)} |`,
  )
  log(
    `| GET /v1/disponibilidad-flota, 366 days, ${HEAVY_CONCURRENCY} at once | ${heavy.length} | ${ms(percentile(heavy, 50))} | ${ms(percentile(heavy, 95))} | ${ms(percentile(heavy, 99))} | ${ms(heavy.at(-1) ?? Number.NaN)} | ${answers(heavyStatuses)} |`,
  )
  log()
  log(
    `The API's event loop: delay p99 ${ms(loopDelay.percentile(99) / 1e6)}, max ${ms(loopDelay.max / 1e6)}.`,
  )
  log(
    `/health p99 ${ms(p99)}: ${p99 <= TARGET_P99_MS ? 'within' : 'OVER'} the target of ${TARGET_P99_MS} ms`,
  )
  log()
  return p99 <= TARGET_P99_MS
}

log(
  `# /health while ${HEAVY_CONCURRENCY} heavy requests run (${ROWS.toLocaleString('en')} assets, a year of history, ${SECONDS} s per engine)`,
)
log()
const results: boolean[] = []

const embedded = await openDatabase({ kind: 'pglite', dataDir: undefined })
try {
  await embedded.migrate()
  results.push(await measure(embedded))
} finally {
  await embedded.close()
}

const throwaway = benchEnv.DATABASE_URL ? undefined : await startPostgresServer()
try {
  const url = benchEnv.DATABASE_URL ?? throwaway?.url() ?? ''
  const onServer = await openDatabase({ kind: 'postgres', url })
  try {
    await onServer.migrate()
    results.push(await measure(onServer))
  } finally {
    await onServer.close()
  }
} finally {
  await throwaway?.stop()
}
process.exitCode = results.every(Boolean) ? 0 : 1
