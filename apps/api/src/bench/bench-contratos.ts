// Benchmark of GET /v1/contratos at 100,000 contracts (npm run -w @cordillera/api bench:contratos;
// never run by the tests). Loads the contracts with their items and requests (load-contratos.ts)
// into PGlite in memory (or the PostgreSQL of DATABASE_URL, a throwaway database), then for each
// scenario prints p50/p95 of the list's own SQL run straight on the driver (raw) and of the
// endpoint called in-process (app.request), and their ratio. Results: docs/benchmarks/contratos.md.
import { sql } from 'drizzle-orm'
import { createApp } from '../app.ts'
import { contratos, obras } from '../db/schema/index.ts'
import { selectRows } from '../db/select-rows.ts'
import { testDeps } from '../testing/test-deps.ts'
import { openBenchDatabase } from './bench-database.ts'
import { benchUserHeaders } from './bench-user.ts'
import { benchEnv } from './env.ts'
import { measureListScenarios, printListScenarios } from './list-scenarios.ts'
import { loadContratos } from './load-contratos.ts'

const ROWS = benchEnv.BENCH_ROWS
const ITERATIONS = benchEnv.BENCH_ITERATIONS
const PAGE_SIZE = 50

const log = (line = '') => process.stdout.write(`${line}\n`)

const bench = await openBenchDatabase()
const { database } = bench

const started = performance.now()
const [{ existing = 0 } = {}] = await selectRows<{ existing: number }>(
  database.db,
  sql`select cast(count(*) as integer) as existing from ${contratos}`,
)
if (existing < ROWS) await loadContratos(database, ROWS - existing)
const [counts] = await selectRows<{ items: number; solicitudes: number }>(
  database.db,
  sql`select (select cast(count(*) as integer) from contrato_items) as items,
    (select cast(count(*) as integer) from solicitudes) as solicitudes`,
)
log(`# GET /v1/contratos, ${ROWS.toLocaleString('en')} contracts (${database.kind})`)
log(
  `load: ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
    `${(counts?.items ?? 0).toLocaleString('en')} items, ` +
    `${(counts?.solicitudes ?? 0).toLocaleString('en')} requests; ${ITERATIONS} rounds per ` +
    'scenario, each one raw and one in-process call, interleaved',
)

const headers = await benchUserHeaders(database, [
  'comercial/listar-contratos',
  'comercial/listar-contratos-vigentes',
])
const app = createApp(testDeps(database))

type PageAnswer = { total: number }

async function inProcess(path: string): Promise<PageAnswer> {
  const res = await app.request(path, { headers })
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as PageAnswer
}

const pages = Math.ceil((await inProcess(`/v1/contratos?pageSize=${PAGE_SIZE}`)).total / PAGE_SIZE)
const middle = Math.ceil(pages / 2)
// The obra with the most contracts: the heaviest "by obra" page.
const [obra] = await selectRows<{ id: string; n: number }>(
  database.db,
  sql`select ${contratos.obraId} as id, cast(count(*) as integer) as n from ${contratos}
    inner join ${obras} on ${obras.id} = ${contratos.obraId} group by 1 order by 2 desc limit 1`,
)
const oc = await inProcess('/v1/contratos?pageSize=1&q=oc-0012')

const scenarios: [name: string, path: string][] = [
  ['first page (folio)', `/v1/contratos?pageSize=${PAGE_SIZE}`],
  [`middle page ${middle} by number`, `/v1/contratos?pageSize=${PAGE_SIZE}&page=${middle}`],
  ['estado terminado', `/v1/contratos?pageSize=${PAGE_SIZE}&estado=terminado`],
  ['contratos-vigentes', `/v1/contratos-vigentes?pageSize=${PAGE_SIZE}`],
  [`obra (${obra?.n ?? 0} contracts)`, `/v1/contratos?pageSize=${PAGE_SIZE}&obraId=${obra?.id}`],
  [
    `search orden de compra "oc-0012" (${oc.total.toLocaleString('en')})`,
    `/v1/contratos?pageSize=${PAGE_SIZE}&q=oc-0012`,
  ],
  ['search folio "con-054321"', `/v1/contratos?pageSize=${PAGE_SIZE}&q=con-054321`],
  ['sort inicio desc', `/v1/contratos?pageSize=${PAGE_SIZE}&sort=fechaInicio&dir=desc`],
]

const results = await measureListScenarios(
  bench,
  scenarios.map(([name, path]) => ({ name, call: () => inProcess(path) })),
  ITERATIONS,
)
printListScenarios(results, log)

await database.close()
