// Benchmark of GET /v1/activos at 100,000 assets (npm run -w @cordillera/api bench:activos;
// never run by the tests). Loads the assets, their tipos, marcas, flotas, owners and documents
// into PGlite in memory (or the PostgreSQL of DATABASE_URL, a throwaway database), then for each
// scenario prints p50/p95 of the list's own SQL run straight on the driver (raw) and of the
// endpoint called in-process (app.request), and their ratio. Results: docs/benchmarks/activos.md.
import { sql } from 'drizzle-orm'
import { createApp } from '../app.ts'
import { activos, tiposActivo } from '../db/schema/index.ts'
import { selectRows } from '../db/select-rows.ts'
import { testDeps } from '../testing/test-deps.ts'
import { openBenchDatabase } from './bench-database.ts'
import { benchUserHeaders } from './bench-user.ts'
import { benchEnv } from './env.ts'
import { measureListScenarios, printListScenarios } from './list-scenarios.ts'
import { loadActivos } from './load-activos.ts'

const ROWS = benchEnv.BENCH_ROWS
const ITERATIONS = benchEnv.BENCH_ITERATIONS
const PAGE_SIZE = 50

const log = (line = '') => process.stdout.write(`${line}\n`)

const bench = await openBenchDatabase()
const { database, statementsOf } = bench

const started = performance.now()
const [{ existing = 0 } = {}] = await selectRows<{ existing: number }>(
  database.db,
  sql`select cast(count(*) as integer) as existing from ${activos}`,
)
if (existing < ROWS) await loadActivos(database, ROWS - existing)
const [documentos] = await selectRows<{ n: number }>(
  database.db,
  sql`select cast(count(*) as integer) as n from documentos_activo`,
)
log(`# GET /v1/activos, ${ROWS.toLocaleString('en')} assets (${database.kind})`)
log(
  `load: ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
    `${(documentos?.n ?? 0).toLocaleString('en')} documents; ${ITERATIONS} rounds per scenario, ` +
    'each one raw and one in-process call, interleaved',
)

const headers = await benchUserHeaders(database, ['operaciones/listar-activos'])
const app = createApp(testDeps(database))

type PageAnswer = { total: number }

async function inProcess(path: string): Promise<PageAnswer> {
  const res = await app.request(path, { headers })
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as PageAnswer
}

const pages = Math.ceil((await inProcess(`/v1/activos?pageSize=${PAGE_SIZE}`)).total / PAGE_SIZE)
const middle = Math.ceil(pages / 2)
const [excavadora] = await database.db
  .select({ id: tiposActivo.id })
  .from(tiposActivo)
  .where(sql`${tiposActivo.nombre} = 'Excavadora'`)
const alerta = await inProcess(`/v1/activos?pageSize=1&documentos=alerta`)
const tipoAlerta = await inProcess(
  `/v1/activos?pageSize=1&tipoActivoId=${excavadora?.id}&documentos=alerta`,
)
const modelo = await inProcess(`/v1/activos?pageSize=1&q=pc210`)

const scenarios: [name: string, query: string][] = [
  ['first page (código)', `pageSize=${PAGE_SIZE}`],
  [`middle page ${middle} by number`, `pageSize=${PAGE_SIZE}&page=${middle}`],
  ['tipo Excavadora', `pageSize=${PAGE_SIZE}&tipoActivoId=${excavadora?.id}`],
  [
    `tipo Excavadora + documentos alerta (${tipoAlerta.total.toLocaleString('en')})`,
    `pageSize=${PAGE_SIZE}&tipoActivoId=${excavadora?.id}&documentos=alerta`,
  ],
  [
    `documentos alerta (${alerta.total.toLocaleString('en')})`,
    `pageSize=${PAGE_SIZE}&documentos=alerta`,
  ],
  [`search "pc210" (${modelo.total.toLocaleString('en')})`, `pageSize=${PAGE_SIZE}&q=pc210`],
  ['search código "ex-00012"', `pageSize=${PAGE_SIZE}&q=ex-00012`],
  ['sort horómetro desc', `pageSize=${PAGE_SIZE}&sort=horometro&dir=desc`],
]

const results = await measureListScenarios(
  bench,
  scenarios.map(([name, query]) => ({ name, call: () => inProcess(`/v1/activos?${query}`) })),
  ITERATIONS,
)
printListScenarios(results, log)

// The plans of the filtered page: where the documents filter reads.
for (const query of [
  `pageSize=${PAGE_SIZE}&tipoActivoId=${excavadora?.id}&documentos=alerta`,
  `pageSize=${PAGE_SIZE}&page=${middle}`,
]) {
  const recorded = await statementsOf(() => inProcess(`/v1/activos?${query}`))
  for (const statement of recorded.filter((s) => /order by/i.test(s.text)).slice(0, 1)) {
    const plan = (await database.rawQuery(`explain ${statement.text}`, statement.params)) as
      | { rows: Record<string, string>[] }
      | Record<string, string>[]
    const rows = Array.isArray(plan) ? plan : plan.rows
    log()
    log(`plan (${query.replace(/tipoActivoId=[^&]+/, 'tipoActivoId=…')}):`)
    for (const row of rows) log(`    ${Object.values(row)[0]}`)
  }
}

await database.close()
