// Benchmark of the request lists at 100,000 contracts (npm run -w @cordillera/api bench:solicitudes;
// never run by the tests): staff's GET /v1/solicitudes and the site client's GET
// /v1/solicitudes-cliente, scoped by the obras of the signed-in user. Loads the contracts with their
// requests (load-contratos.ts) into PGlite in memory (or the PostgreSQL of DATABASE_URL, a
// throwaway database), then for each scenario prints p50/p95 of the list's own SQL run straight on
// the driver (raw) and of the endpoint called in-process, and their ratio.
// Results: docs/benchmarks/solicitudes.md.
import { eq, sql } from 'drizzle-orm'
import { createApp } from '../app.ts'
import { contratos, solicitudes, usuarioObras, usuarios } from '../db/schema/index.ts'
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
const [{ total = 0 } = {}] = await selectRows<{ total: number }>(
  database.db,
  sql`select cast(count(*) as integer) as total from ${solicitudes}`,
)
log(`# GET /v1/solicitudes and /v1/solicitudes-cliente, ${total.toLocaleString('en')} requests`)
log(
  `load: ${((performance.now() - started) / 1000).toFixed(1)} s, ${ROWS.toLocaleString('en')} ` +
    `contracts (${database.kind}); ${ITERATIONS} rounds per scenario, each one raw and one ` +
    'in-process call, interleaved',
)

const staff = await benchUserHeaders(database, ['comercial/listar-solicitudes'])

// The site client: the three obras with the most requests (the heaviest pages it can have).
const busiest = await selectRows<{ id: string; n: number }>(
  database.db,
  sql`select ${solicitudes.obraId} as id, cast(count(*) as integer) as n from ${solicitudes}
    group by 1 order by 2 desc, 1 limit 3`,
)
const clienteEmail = 'bench-cliente@cordillera.cl'
const [cliente] = await database.db
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
await database.db.delete(usuarioObras).where(eq(usuarioObras.usuarioId, cliente.id))
await database.db
  .insert(usuarioObras)
  .values(busiest.map((obra) => ({ usuarioId: cliente.id, obraId: obra.id })))
const clienteHeaders = { Authorization: `Bearer test:bench-cliente:${clienteEmail}` }

const app = createApp(testDeps(database))

type PageAnswer = { total: number }
type Headers = { Authorization: string }

async function inProcess(path: string, headers: Headers): Promise<PageAnswer> {
  const res = await app.request(path, { headers })
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as PageAnswer
}

const pages = Math.ceil(
  (await inProcess(`/v1/solicitudes?pageSize=${PAGE_SIZE}`, staff)).total / PAGE_SIZE,
)
const middle = Math.ceil(pages / 2)
const mine = (await inProcess('/v1/solicitudes-cliente?pageSize=1', clienteHeaders)).total

const scenarios: [name: string, path: string, headers: Headers][] = [
  ['staff: first page (folio)', `/v1/solicitudes?pageSize=${PAGE_SIZE}`, staff],
  [
    `staff: middle page ${middle} by number`,
    `/v1/solicitudes?pageSize=${PAGE_SIZE}&page=${middle}`,
    staff,
  ],
  ['staff: estado pendiente', `/v1/solicitudes?pageSize=${PAGE_SIZE}&estado=pendiente`, staff],
  [
    'staff: origen cliente, by day wanted',
    `/v1/solicitudes?pageSize=${PAGE_SIZE}&origen=cliente&sort=fechaRequerida&dir=desc`,
    staff,
  ],
  ['staff: search folio "sol-012345"', `/v1/solicitudes?pageSize=${PAGE_SIZE}&q=sol-012345`, staff],
  [
    `site client: its 3 obras (${mine} requests)`,
    `/v1/solicitudes-cliente?pageSize=${PAGE_SIZE}`,
    clienteHeaders,
  ],
  [
    'site client: its obras, pendiente',
    `/v1/solicitudes-cliente?pageSize=${PAGE_SIZE}&estado=pendiente`,
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
