// The EDP computation's cost, pure computation only (no database): a contract of 50 items over a
// 31-day period, with its movements (despachos, retiros, a few re-despachos and traslados) and two
// jornadas of daily reports a day for each asset, computed N times after a warm-up. Prints p50,
// p95 and max in milliseconds. A script that prints figures, never a timed test:
//
//   npx node packages/contracts/bench/edp-calculo.bench.ts [runs=300] [items=50]
//
// The data is drawn from a fixed seed, so two runs compute the same EDP.
import { calcularEdp } from '../src/comercial/edp-calculo.ts'
import type {
  EdpCalculoInput,
  EdpItemInput,
  EdpMovimientoInput,
  EdpReportInput,
} from '../src/comercial/edp-calculo-schemas.ts'
import { fechaDeNumero, numeroDeDia } from '../src/common/calendario.ts'

const RUNS = Number(process.argv[2] ?? 300)
const ITEMS = Number(process.argv[3] ?? 50)
const WARMUP = 30

/** mulberry32: a small deterministic generator, so every run draws the same contract. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const uuid = (prefix: number, n: number) =>
  `00000000-0000-4000-8${String(prefix).padStart(3, '0')}-${String(n).padStart(12, '0')}`

function contrato(moneda: 'CLP' | 'UF'): EdpCalculoInput {
  const rnd = random(20_260_131)
  const pick = <T>(values: readonly T[]): T => values[Math.floor(rnd() * values.length)] as T
  const desde = '2026-01-01'
  const hasta = '2026-01-31'
  const dia0 = numeroDeDia(desde)
  const items: EdpItemInput[] = []
  const movimientos: EdpMovimientoInput[] = []
  const reports: EdpReportInput[] = []
  let folio = 1
  for (let i = 0; i < ITEMS; i++) {
    const unidadCobro = pick(['hora', 'hora', 'dia', 'mes'] as const)
    const uf = moneda === 'UF'
    const activoId = uuid(2, i)
    // Dispatched before the period or within its first days; some retired within it.
    const despacho = fechaDeNumero(dia0 + Math.floor(rnd() * 20) - 10)
    const retiro = rnd() < 0.3 ? fechaDeNumero(dia0 + 15 + Math.floor(rnd() * 16)) : null
    items.push({
      id: uuid(1, i),
      activo: { id: activoId, codigo: `EQ-${String(i).padStart(3, '0')}`, nombre: `Equipo ${i}` },
      unidadCobro,
      tarifa: uf ? (120 + Math.floor(rnd() * 100)) / 100 : 40_000 + Math.floor(rnd() * 100) * 1_000,
      minimoHoras: unidadCobro === 'hora' ? pick([180, 200, 8]) : null,
      minimoPor: unidadCobro === 'hora' ? pick(['mes', 'mes', 'dia'] as const) : null,
      tarifaStandBy: unidadCobro === 'hora' && rnd() < 0.5 ? (uf ? 0.6 : 20_000) : null,
      descuentoPct: pick([0, 0, 5, 7.5, 10]),
      fleteIda: uf ? 4.5 : 180_000,
      fleteVuelta: uf ? 4.5 : 180_000,
      conOperador: rnd() < 0.4,
      tarifaOperador: rnd() < 0.5 ? (uf ? 1.8 : 70_000) : null,
      fechaEntrega: despacho,
      fechaRetiro: retiro,
    })
    movimientos.push({
      id: uuid(3, movimientos.length),
      activoId,
      tipo: 'despacho',
      fecha: `${despacho}T09:00:00-03:00`,
      guiaDespacho: 10_000 + movimientos.length,
    })
    if (retiro) {
      movimientos.push({
        id: uuid(3, movimientos.length),
        activoId,
        tipo: 'retiro',
        fecha: `${retiro}T17:00:00-03:00`,
        guiaDespacho: 10_000 + movimientos.length,
      })
    }
    for (let d = 0; d < 31; d++) {
      const fecha = fechaDeNumero(dia0 + d)
      for (const jornada of ['dia', 'noche'] as const) {
        const falla = rnd() < 0.03
        const clima = !falla && rnd() < 0.05
        const standBy = !falla && !clima && rnd() < 0.1 ? 2 : 0
        reports.push({
          id: uuid(4, folio),
          folio: `RPT-${String(folio++).padStart(6, '0')}`,
          activoId,
          fecha,
          jornada,
          estado: pick(['firmado', 'validado', 'validado'] as const),
          horasTrabajadas: falla || clima ? 0 : Math.floor(rnd() * 90) / 10,
          horasStandBy: standBy,
          horasDetenidas: falla || clima ? 8 : 0,
          motivoDetencion: falla ? 'falla' : clima ? 'clima' : null,
          combustibleLitros: rnd() < 0.2 ? Math.floor(rnd() * 2_000) / 10 : null,
        })
      }
    }
  }
  return {
    contrato: {
      id: uuid(0, 1),
      moneda,
      fechaInicio: '2025-12-01',
      fechaTermino: null,
      climaNoCobrable: true,
      precioCombustible: moneda === 'UF' ? 0.0301 : 1_150,
    },
    periodo: { desde, hasta },
    items,
    movimientos,
    reports,
    diasNoLaborables: [{ fecha: '2026-01-01', detalle: 'Año Nuevo' }],
    valorUf: { fecha: hasta, valor: 38_500.25 },
  }
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

for (const moneda of ['CLP', 'UF'] as const) {
  const input = contrato(moneda)
  for (let i = 0; i < WARMUP; i++) calcularEdp(input)
  const times: number[] = []
  let result = calcularEdp(input)
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    result = calcularEdp(input)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const ms = (value: number) => value.toFixed(2)
  process.stdout.write(
    `${[
      `${moneda}: ${input.items.length} items, ${input.movimientos.length} movements, ${input.reports.length} reports, 31 days`,
      `  → ${result.lineas.length} lines, neto $${result.totales?.neto}, ${result.problemas.length} problems`,
      `  ${RUNS} runs: p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms, max ${ms(times.at(-1) ?? Number.NaN)} ms`,
    ].join('\n')}\n`,
  )
}
