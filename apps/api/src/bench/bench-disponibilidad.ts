// Benchmark of GET /v1/disponibilidad-flota and GET /v1/dashboard-equipos over a year of history
// of 1,000 assets (npm run -w @cordillera/api bench:disponibilidad; never run by the tests). Loads
// the history (bench-disponibilidad-load.ts) into PGlite in memory (or the PostgreSQL of
// DATABASE_URL, a throwaway database), then for each scenario prints p50/p95 of the endpoint's own
// SQL replayed straight on the driver (raw) and of the endpoint called in-process (app.request),
// and their ratio. Targets: endpoint p50 ≤ 200 ms and ≤ 2 × its raw SQL p50. Results:
// docs/benchmarks/disponibilidad-y-dashboard.md.
import { fechaEnSantiago, sumarDias } from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import { createApp } from '../app.ts'
import { activos, tiposActivo } from '../db/schema/index.ts'
import { selectRows } from '../db/select-rows.ts'
import { testDeps } from '../testing/test-deps.ts'
import { openBenchDatabase } from './bench-database.ts'
import { loadHistoria } from './bench-disponibilidad-load.ts'
import { benchUserHeaders } from './bench-user.ts'
import { benchEnv } from './env.ts'
import { measureListScenarios, printListScenarios } from './list-scenarios.ts'

/** 1,000 assets unless BENCH_ROWS says otherwise (the list benchmarks' 100,000 is theirs). */
const ROWS = process.env.BENCH_ROWS ? benchEnv.BENCH_ROWS : 1000
const ITERATIONS = benchEnv.BENCH_ITERATIONS
const TARGET_MS = 200
const TARGET_RATIO = 2

const log = (line = '') => process.stdout.write(`${line}\n`)

const bench = await openBenchDatabase()
const { database } = bench

const started = performance.now()
const [{ existing = 0 } = {}] = await selectRows<{ existing: number }>(
  database.db,
  sql`select cast(count(*) as integer) as existing from ${activos}`,
)
if (existing < ROWS) await loadHistoria(database, ROWS - existing)
const [counts] = await selectRows<Record<string, number>>(
  database.db,
  sql`select (select cast(count(*) as integer) from activos) as activos,
    (select cast(count(*) as integer) from contratos) as contratos,
    (select cast(count(*) as integer) from contrato_items) as items,
    (select cast(count(*) as integer) from movimientos) as movimientos,
    (select cast(count(*) as integer) from movimientos where tipo = 'ingreso-taller') as talleres,
    (select cast(count(*) as integer) from documentos_activo) as documentos`,
)
const n = (key: string) => (counts?.[key] ?? 0).toLocaleString('en')
log(
  `# GET /v1/disponibilidad-flota and GET /v1/dashboard-equipos, ${n('activos')} assets, a year of history (${database.kind})`,
)
log(
  `load: ${((performance.now() - started) / 1000).toFixed(1)} s, ${n('contratos')} contracts, ` +
    `${n('items')} items, ${n('movimientos')} movements (${n('talleres')} workshop visits), ` +
    `${n('documentos')} documents; ${ITERATIONS} rounds per scenario, each one raw and one ` +
    'in-process call, interleaved',
)

const headers = await benchUserHeaders(database, [
  'comercial/disponibilidad-flota',
  'operaciones/dashboard-equipos',
])
const app = createApp(testDeps(database))

async function inProcess(path: string): Promise<unknown> {
  const res = await app.request(path, { headers })
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return res.json()
}

const hoy = fechaEnSantiago(new Date())
const year = `desde=${sumarDias(hoy, -364)}&hasta=${hoy}`
const [excavadora] = await database.db
  .select({ id: tiposActivo.id })
  .from(tiposActivo)
  .where(sql`${tiposActivo.nombre} = 'Excavadora'`)

const scenarios: [name: string, path: string][] = [
  ['disponibilidad-flota, the last 365 days', `/v1/disponibilidad-flota?${year}`],
  [
    'disponibilidad-flota, 365 days, tipo Excavadora',
    `/v1/disponibilidad-flota?${year}&tipoActivoId=${excavadora?.id}`,
  ],
  ['disponibilidad-flota, default (today + 30 days)', '/v1/disponibilidad-flota'],
  ['dashboard-equipos, default (the last 365 days)', '/v1/dashboard-equipos'],
]

const results = await measureListScenarios(
  bench,
  scenarios.map(([name, path]) => ({ name, call: () => inProcess(path) })),
  ITERATIONS,
)
printListScenarios(results, log)
log()
for (const [name, path] of scenarios) {
  const body = await (await app.request(path, { headers })).text()
  log(`answer of ${name}: ${(Buffer.byteLength(body) / 1024).toFixed(0)} KB of JSON`)
}
log()
log(`targets of this benchmark: endpoint p50 ≤ ${TARGET_MS} ms and ≤ ${TARGET_RATIO} × raw SQL p50`)
for (const r of results) {
  const ratio = r.inProcess.p50 / r.raw.p50
  const met = r.inProcess.p50 <= TARGET_MS && ratio <= TARGET_RATIO
  log(
    `- ${r.name}: ${met ? 'met' : 'MISSED'} (${r.inProcess.p50.toFixed(1)} ms, ${ratio.toFixed(2)}×)`,
  )
}

await database.close()
