// Benchmark of an EDP's computation as the API does it (`npx tsx src/bench/bench-edp-calculo.ts`
// in apps/api; never run by the tests): GET /v1/edp/previsualizacion of one contract of 50 items
// over January 2030 — each asset dispatched with its guía (half before the period, half in its
// first days), two jornadas of signed reports a day for each (3,100 reports; a rain stoppage a
// week, a breakdown now and then), hour, day and month items, the closing date's valor UF — so
// the evidence is loaded from the database (items, movements, reports, valor UF) and computed by
// `calcularEdp` on every call. PGlite in memory, or the PostgreSQL of DATABASE_URL (a throwaway
// database). Prints p50/p95 of the endpoint in-process and of the evidence's SQL replayed raw.
// Results: docs/benchmarks/edp.md ("The API's preview: evidence loaded and computed").
import { rutCheckDigit, sumarDias } from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import { createApp } from '../app.ts'
import {
  activos,
  contratoItems,
  contratos,
  movimientos,
  obras,
  operadores,
  reports,
  trabajadores,
  valoresUf,
} from '../db/schema/index.ts'
import { testDeps } from '../testing/test-deps.ts'
import { openBenchDatabase } from './bench-database.ts'
import { benchUserHeaders } from './bench-user.ts'
import { benchEnv } from './env.ts'
import { loadContratos } from './load-contratos.ts'
import { measureInterleaved } from './measure.ts'

const ITEMS = 50
const ITERATIONS = benchEnv.BENCH_ITERATIONS
const DESDE = '2030-01-01'
const HASTA = '2030-01-31'
const log = (line = '') => process.stdout.write(`${line}\n`)

const bench = await openBenchDatabase()
const { database } = bench
const { db } = database
const started = performance.now()
// Obras, razones sociales and assets to draw from (and other contracts around, as in use).
await loadContratos(database, 1000)
const [obra] = await db.select().from(obras).limit(1)
const assets = await db.select({ id: activos.id }).from(activos).limit(ITEMS)
if (!obra || assets.length < ITEMS) throw new Error('bench: no obra or assets')
const [contrato] = await db
  .insert(contratos)
  .values({
    razonSocialId: obra.razonSocialId,
    obraId: obra.id,
    moneda: 'UF',
    fechaInicio: '2029-12-01',
    estado: 'vigente',
    precioCombustible: 0.03,
  })
  .returning()
if (!contrato) throw new Error('bench: no contract')
const body = 47_123_456
const [trabajador] = await db
  .insert(trabajadores)
  .values({
    rut: `${body}-${rutCheckDigit(body)}`,
    nombres: 'Operador',
    apellidos: 'Benchmark',
    cargo: 'Operador de maquinaria',
    fechaIngreso: '2020-01-01',
  })
  .returning()
const [operador] = await db
  .insert(operadores)
  .values({ trabajadorId: trabajador?.id ?? '', licenciaClase: 'D' })
  .returning()
if (!operador) throw new Error('bench: no operator')
const unidades = ['hora', 'dia', 'mes'] as const
for (const [i, asset] of assets.entries()) {
  const unidad = unidades[i % 3] ?? 'dia'
  const entrega = i % 2 === 0 ? '2029-12-15' : sumarDias(DESDE, i % 5)
  await db.insert(contratoItems).values({
    contratoId: contrato.id,
    activoId: asset.id,
    tarifa: unidad === 'hora' ? 1.2 : unidad === 'dia' ? 9.5 : 210,
    unidadCobro: unidad,
    minimoHoras: unidad === 'hora' ? 180 : null,
    minimoPor: unidad === 'hora' ? 'mes' : null,
    tarifaStandBy: unidad === 'hora' ? 0.6 : null,
    descuentoPct: i % 4 === 0 ? 5 : 0,
    fleteIda: 3,
    fechaEntrega: entrega,
  })
  await db.insert(movimientos).values({
    activoId: asset.id,
    tipo: 'despacho',
    fecha: new Date(`${entrega}T12:00:00-03:00`),
    desdeLugar: 'bodega',
    hastaLugar: 'obra',
    hastaObraId: obra.id,
    estadoResultante: 'en-obra',
    guiaDespacho: 900_000 + i,
    guiaEmisor: '76482150-5',
    responsable: 'Benchmark',
  })
  const filas = []
  let horometro = 1000
  for (let dia = 0; dia < 31; dia++) {
    const fecha = sumarDias(DESDE, dia)
    for (const jornada of ['dia', 'noche'] as const) {
      const lluvia = dia % 7 === 3
      const falla = !lluvia && (dia + i) % 13 === 0
      const horas = lluvia || falla ? 0 : jornada === 'dia' ? 6 : 3
      filas.push({
        operadorId: operador.id,
        activoId: asset.id,
        obraId: obra.id,
        contratoId: contrato.id,
        fecha,
        jornada,
        horometroInicio: horometro,
        horometroFin: horometro + horas,
        horasStandBy: !lluvia && !falla && dia % 5 === 0 ? 1 : 0,
        horasDetenidas: lluvia || falla ? 8 : 0,
        motivoDetencion: lluvia ? 'clima' : falla ? 'falla' : null,
        combustibleLitros: horas * 12,
        actividades: 'Excavación.',
        estado: 'firmado',
      })
      horometro += horas
    }
  }
  await db.insert(reports).values(filas)
}
await db.insert(valoresUf).values({ fecha: HASTA, valor: '38500.00' })
for (const table of ['contrato_items', 'movimientos', 'reports', 'valores_uf']) {
  await db.execute(sql.raw(`vacuum analyze ${table}`))
}
log(
  `# GET /v1/edp/previsualizacion: ${ITEMS} items, 31 days, ${ITEMS * 62} reports (${database.kind})`,
)
log(
  `load: ${((performance.now() - started) / 1000).toFixed(1)} s; ${ITERATIONS} rounds, interleaved`,
)

const headers = await benchUserHeaders(database, [
  'comercial/crear-edp',
  'comercial/detalle-contrato',
])
const app = createApp(testDeps(database))
const path = `/v1/edp/previsualizacion?contratoId=${contrato.id}&periodoDesde=${DESDE}&periodoHasta=${HASTA}`
const preview = async () => {
  const res = await app.request(path, { headers })
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`)
  return (await res.json()) as {
    calculo: { lineas: unknown[]; totales: unknown; bloqueado: boolean }
  }
}
const first = await preview()
log(
  `lines: ${first.calculo.lineas.length}; blocked: ${first.calculo.bloqueado}; totals: ${JSON.stringify(first.calculo.totales)}`,
)
const statements = await bench.statementsOf(preview)
const timings = await measureInterleaved(
  {
    raw: async () => {
      for (const statement of statements) await database.rawQuery(statement.text, statement.params)
    },
    inProcess: preview,
  },
  ITERATIONS,
)
const ms = (value: number) => value.toFixed(1)
log()
log('| measured | SQL stmts | p50 | p95 | CPU p50 |')
log('|---|---:|---:|---:|---:|')
log(
  `| the evidence's SQL, raw | ${statements.length} | ${ms(timings.raw.p50)} | ${ms(timings.raw.p95)} | ${ms(timings.raw.cpuP50)} |`,
)
log(
  `| GET /v1/edp/previsualizacion in-process (load + compute + JSON) | ${statements.length} | ${ms(timings.inProcess.p50)} | ${ms(timings.inProcess.p95)} | ${ms(timings.inProcess.cpuP50)} |`,
)
log()
log('times in ms; target ≤ 50 ms p50 for the endpoint')
log()
log('| the evidence statement by statement (raw) | rows | p50 |')
log('|---|---:|---:|')
for (const statement of statements) {
  const times: number[] = []
  let rows = 0
  for (let round = 0; round < 20; round++) {
    const start = performance.now()
    const result = await database.rawQuery(statement.text, statement.params)
    times.push(performance.now() - start)
    rows = Array.isArray(result)
      ? result.length
      : ((result as { rows?: unknown[] }).rows?.length ?? 0)
  }
  times.sort((a, b) => a - b)
  const from = /from "(\w+)"/.exec(statement.text)?.[1] ?? '?'
  if (process.env.BENCH_EXPLAIN && from === 'reports') {
    const plan = await database.rawQuery(`explain analyze ${statement.text}`, statement.params)
    log(JSON.stringify(plan))
  }
  log(`| ${from} | ${rows} | ${ms(times[10] ?? 0)} |`)
}
await database.close()
