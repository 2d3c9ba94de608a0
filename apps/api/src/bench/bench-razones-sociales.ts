// Benchmark of GET /v1/razones-sociales at 100,000 rows (npm run -w @cordillera/api
// bench:razones-sociales; never run by the tests). Loads the rows into PGlite in memory (or the
// PostgreSQL of DATABASE_URL, which should be a throwaway database), then for each scenario
// prints p50/p99 of: the list's own SQL run straight on the driver (raw), the endpoint called
// in-process (app.request) and over HTTP (a real server on a free loopback port), and the
// ratios to raw. Results: docs/benchmarks/razones-sociales.md.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import { createApp } from '../app.ts'
import { razonesSociales } from '../db/schema/index.ts'
import { selectRows } from '../db/select-rows.ts'
import { testDeps } from '../testing/test-deps.ts'
import { openBenchDatabase } from './bench-database.ts'
import { benchUserHeaders } from './bench-user.ts'
import { benchEnv } from './env.ts'
import { loadRazonesSociales } from './load-razones-sociales.ts'
import { measureInterleaved, type Timing } from './measure.ts'

const ROWS = benchEnv.BENCH_ROWS
const ITERATIONS = benchEnv.BENCH_ITERATIONS
const PAGE_SIZE = 50

const log = (line = '') => process.stdout.write(`${line}\n`)
const ms = (value: number) => value.toFixed(2).padStart(7)

const { database, statementsOf } = await openBenchDatabase()

const started = performance.now()
const [{ existing = 0 } = {}] = await selectRows<{ existing: number }>(
  database.db,
  sql`select cast(count(*) as integer) as existing from ${razonesSociales}`,
)
if (existing < ROWS) await loadRazonesSociales(database, ROWS - existing)
log(`# GET /v1/razones-sociales, ${ROWS.toLocaleString('en')} rows (${database.kind})`)
log(
  `load: ${((performance.now() - started) / 1000).toFixed(1)} s; ${ITERATIONS} rounds per scenario, ` +
    'each one call of each kind (raw, in-process, HTTP), interleaved',
)

const headers = await benchUserHeaders(database, ['comercial/listar-razones-sociales'])
const app = createApp(testDeps(database))

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server
// The HTTP client keeps its connection between cells, which are longer than Node's default 5 s
// keep-alive: a socket the server closed meanwhile would fail the next call.
server.keepAliveTimeout = 10 * 60_000
await new Promise<void>((resolve) => server.once('listening', () => resolve()))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

async function inProcess(path: string): Promise<string> {
  const res = await app.request(path, { headers })
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return res.text()
}

const total = Math.ceil(
  (JSON.parse(await inProcess(`/v1/razones-sociales?pageSize=${PAGE_SIZE}`)) as { total: number })
    .total / PAGE_SIZE,
)
const middle = Math.ceil(total / 2)
const nearEnd = JSON.parse(
  await inProcess(`/v1/razones-sociales?pageSize=${PAGE_SIZE}&page=${total - 2}`),
) as { nextCursor: string }

const scenarios: [name: string, query: string][] = [
  ['first page', `pageSize=${PAGE_SIZE}`],
  [`deep page ${middle} by number (middle)`, `pageSize=${PAGE_SIZE}&page=${middle}`],
  [`deep page ${total - 1} by cursor`, `pageSize=${PAGE_SIZE}&cursor=${nearEnd.nextCursor}`],
  [`last page ${total} by number`, `pageSize=${PAGE_SIZE}&page=${total}`],
  ['search "los robles"', `pageSize=${PAGE_SIZE}&q=los%20robles`],
  ['search RUT "50.001.2"', `pageSize=${PAGE_SIZE}&q=50.001.2`],
  ['sort RUT desc', `pageSize=${PAGE_SIZE}&sort=rut&dir=desc`],
  ['sort creado desc, activo=true', `pageSize=${PAGE_SIZE}&sort=creadoEn&dir=desc&activo=true`],
]

type Result = { name: string; raw: Timing; inProcess: Timing; http: Timing; statements: number }
const results: Result[] = []
for (const [name, query] of scenarios) {
  const path = `/v1/razones-sociales?${query}`
  const statements = await statementsOf(() => inProcess(path))
  const timings = await measureInterleaved(
    {
      raw: async () => {
        for (const statement of statements)
          await database.rawQuery(statement.text, statement.params)
      },
      inProcess: () => inProcess(path),
      http: async () => {
        const res = await fetch(`${base}${path}`, { headers })
        await res.text()
      },
    },
    ITERATIONS,
  )
  results.push({ name, ...timings, statements: statements.length })
}

log()
log(
  '| scenario | SQL stmts | raw SQL p50 / p99 | in-process p50 / p99 | ratio p50 | HTTP p50 / p99 | ratio p50 |',
)
log('|---|---:|---:|---:|---:|---:|---:|')
for (const r of results) {
  log(
    `| ${r.name} | ${r.statements} | ${ms(r.raw.p50)} / ${ms(r.raw.p99)} | ` +
      `${ms(r.inProcess.p50)} / ${ms(r.inProcess.p99)} | ${(r.inProcess.p50 / r.raw.p50).toFixed(2)} | ` +
      `${ms(r.http.p50)} / ${ms(r.http.p99)} | ${(r.http.p50 / r.raw.p50).toFixed(2)} |`,
  )
}
log()
log('times in ms; ratio = endpoint p50 / raw SQL p50 (target ≤ 1.5)')
log()
log('CPU time per call (this process), p50 — steady on a machine busy with other work:')
log()
log('| scenario | raw SQL | in-process | ratio | HTTP | ratio |')
log('|---|---:|---:|---:|---:|---:|')
for (const r of results) {
  log(
    `| ${r.name} | ${ms(r.raw.cpuP50)} | ${ms(r.inProcess.cpuP50)} | ` +
      `${(r.inProcess.cpuP50 / r.raw.cpuP50).toFixed(2)} | ${ms(r.http.cpuP50)} | ` +
      `${(r.http.cpuP50 / r.raw.cpuP50).toFixed(2)} |`,
  )
}

// The plan of the deep page's id query: the slice should come from the index alone.
const recorded = await statementsOf(() =>
  inProcess(`/v1/razones-sociales?pageSize=${PAGE_SIZE}&page=${middle}`),
)
const idQuery = recorded.find((statement) => /order by/i.test(statement.text))
if (idQuery) {
  const plan = (await database.rawQuery(`explain ${idQuery.text}`, idQuery.params)) as
    | { rows: Record<string, string>[] }
    | Record<string, string>[]
  const rows = Array.isArray(plan) ? plan : plan.rows
  log()
  log(
    `plan of the deep page's id query: ${rows.map((row) => Object.values(row)[0]?.trim()).join(' / ')}`,
  )
}

server.close()
await database.close()
