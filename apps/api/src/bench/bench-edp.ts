// Benchmark of edp-generados at 100,000 EDPs (`npx tsx src/bench/bench-edp.ts` in apps/api; never
// run by the tests): staff's GET /v1/edp (its tabs, filters, sorts, search), the tabs' counts, and
// the site client's GET /v1/edp-cliente, scoped by the obras of the signed-in user. Loads 25,000
// contracts (load-contratos.ts) and four monthly EDPs each (one SQL insert: estados spread over the
// five stages, amounts from $100.000 to $20.000.000), into PGlite in memory (or the PostgreSQL of
// DATABASE_URL, a throwaway database), then for each scenario prints p50/p95 of the list's own SQL
// run straight on the driver (raw) and of the endpoint called in-process, and their ratio.
// Results: docs/benchmarks/edp.md ("edp-generados at 100,000 EDPs").
import { eq, sql } from 'drizzle-orm'
import { createApp } from '../app.ts'
import { contratos, edps, usuarioObras, usuarios } from '../db/schema/index.ts'
import { selectRows } from '../db/select-rows.ts'
import { testDeps } from '../testing/test-deps.ts'
import { openBenchDatabase } from './bench-database.ts'
import { benchUserHeaders } from './bench-user.ts'
import { benchEnv } from './env.ts'
import { measureListScenarios, printListScenarios } from './list-scenarios.ts'
import { loadContratos } from './load-contratos.ts'

const EDPS = benchEnv.BENCH_ROWS
const POR_CONTRATO = 4
const ITERATIONS = benchEnv.BENCH_ITERATIONS
const PAGE_SIZE = 50

const log = (line = '') => process.stdout.write(`${line}\n`)

const bench = await openBenchDatabase()
const { database } = bench
const { db } = database

const started = performance.now()
const contar = async (table: typeof contratos | typeof edps) =>
  (await selectRows<{ n: number }>(db, sql`select cast(count(*) as integer) as n from ${table}`))[0]
    ?.n ?? 0
const faltan = Math.ceil(EDPS / POR_CONTRATO) - (await contar(contratos))
if (faltan > 0) await loadContratos(database, faltan)
if ((await contar(edps)) < EDPS) {
  // Months 2026-01..04 of every contract, not yet billed; estados and amounts from the ids.
  await db.execute(sql`
    insert into edps (contrato_id, obra_id, razon_social_id, periodo_desde, periodo_hasta, estado,
      estado_desde, moneda, neto, iva, total, orden_compra, calculo, created_at, updated_at)
    select c.id, c.obra_id, c.razon_social_id, d.desde, (d.desde + interval '1 month - 1 day')::date,
      (array['revision-comercial-1','revision-obra','observado-obra','revision-comercial-2','aprobado-obra'])
        [1 + abs(hashtext(c.id::text || m)) % 5],
      d.desde + interval '40 days', c.moneda, n.neto, round(n.neto * 0.19), n.neto + round(n.neto * 0.19),
      c.orden_compra, '{"items":[],"problemas":[]}'::jsonb, d.desde + interval '35 days',
      d.desde + interval '40 days'
    from contratos c
    cross join generate_series(1, ${POR_CONTRATO}) m
    cross join lateral (select make_date(2026, m, 1) as desde) d
    cross join lateral (select (100000 + abs(hashtext(c.id::text || m || 'n')) % 19900000)::numeric as neto) n
    where not exists (select 1 from edps e where e.contrato_id = c.id)
  `)
  await db.execute(sql`vacuum analyze edps`)
}
const total = await contar(edps)
log(`# GET /v1/edp, /v1/edp/conteos and /v1/edp-cliente, ${total.toLocaleString('en')} EDPs`)
log(
  `load: ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind}); ` +
    `${ITERATIONS} rounds per scenario, each one raw and one in-process call, interleaved`,
)

const staff = await benchUserHeaders(database, ['comercial/listar-edp'])

// The site client: the three obras with the most EDPs (the heaviest pages it can have).
const busiest = await selectRows<{ id: string; razon: string; n: number }>(
  db,
  sql`select ${edps.obraId} as id, min(${edps.razonSocialId}::text) as razon,
    cast(count(*) as integer) as n from ${edps} group by 1 order by 3 desc, 1 limit 3`,
)
const [obra] = busiest
if (!obra) throw new Error('no EDPs loaded')
const clienteEmail = 'bench-cliente@cordillera.cl'
const [cliente] = await db
  .insert(usuarios)
  .values({
    email: clienteEmail,
    nombre: 'Benchmark cliente',
    tipo: 'cordillera',
    permisos: ['comercial/listar-solicitudes-cliente'],
    cognitoSub: 'bench-cliente',
  })
  .onConflictDoUpdate({ target: usuarios.email, set: { activo: true } })
  .returning({ id: usuarios.id })
if (!cliente) throw new Error('bench client user missing')
await db.delete(usuarioObras).where(eq(usuarioObras.usuarioId, cliente.id))
await db
  .insert(usuarioObras)
  .values(busiest.map((row) => ({ usuarioId: cliente.id, obraId: row.id })))
const clienteHeaders = { Authorization: `Bearer test:bench-cliente:${clienteEmail}` }

const app = createApp(testDeps(database))

type Headers = { Authorization: string }

async function inProcess(path: string, headers: Headers): Promise<{ total?: number }> {
  const res = await app.request(path, { headers })
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as { total?: number }
}

const pages = Math.ceil(((await inProcess('/v1/edp?pageSize=1', staff)).total ?? 0) / PAGE_SIZE)
const middle = Math.ceil(pages / 2)
const mine = (await inProcess('/v1/edp-cliente?pageSize=1', clienteHeaders)).total
const list = `/v1/edp?pageSize=${PAGE_SIZE}`

const scenarios: [name: string, path: string, headers: Headers][] = [
  ['first page (folio)', list, staff],
  [`middle page ${middle} by number`, `${list}&page=${middle}`, staff],
  ['tab revisión obra', `${list}&estado=revision-obra`, staff],
  [
    'tab aprobado por obra, by total desc',
    `${list}&estado=aprobado-obra&sort=total&dir=desc`,
    staff,
  ],
  [`one obra (${obra.n} EDPs)`, `${list}&obraId=${obra.id}`, staff],
  ['one razón social', `${list}&razonSocialId=${obra.razon}`, staff],
  [
    'period February, by period',
    `${list}&desde=2026-02-01&hasta=2026-02-28&sort=periodoDesde`,
    staff,
  ],
  ['total ≥ $19.000.000', `${list}&montoMinimo=19000000`, staff],
  ['search folio "edp-012345"', `${list}&q=edp-012345`, staff],
  ['tab counts, no filter', '/v1/edp/conteos', staff],
  ['tab counts, one obra', `/v1/edp/conteos?obraId=${obra.id}`, staff],
  [
    `site client: its 3 obras (${mine} EDPs)`,
    `/v1/edp-cliente?pageSize=${PAGE_SIZE}`,
    clienteHeaders,
  ],
]

const results = await measureListScenarios(
  bench,
  scenarios.map(([name, path, headers]) => ({ name, call: () => inProcess(path, headers) })),
  ITERATIONS,
)
printListScenarios(results, log)

await database.close()
