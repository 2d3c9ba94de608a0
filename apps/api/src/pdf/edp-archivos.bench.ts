// The EDP's documents' cost (never run by the tests): an EDP of 50 items over January — each
// dispatched with its guía, half billed by the hour with a minimum, a rain day and a breakdown
// here and there, fletes, operators and fuel: about 160 lines, each with its evidence — computed
// once by calcularEdp, stored as the API returns it (edpDetailSchema), then rendered as PDF and as
// XLSX, interleaved, N times. Prints p50/p95, pages and size.
//
//   cd apps/api && npx tsx src/pdf/edp-archivos.bench.ts [rounds=20]
import {
  calcularEdp,
  type EdpCalculoInput,
  type EdpDetail,
  type EdpReportInput,
  edpDetailSchema,
  fechaDeNumero,
  numeroDeDia,
} from '@cordillera/contracts'
import { extractText, getDocumentProxy } from 'unpdf'
import { edpPdf, edpXlsx } from './edp-archivos.ts'

const ROUNDS = Number(process.argv[2] ?? 20)
const ITEMS = 50
const log = (line = '') => process.stdout.write(`${line}\n`)
const uuid = (prefix: number, n: number) =>
  `00000000-0000-4000-8${String(prefix).padStart(3, '0')}-${String(n).padStart(12, '0')}`

function entrada(): EdpCalculoInput {
  const dia0 = numeroDeDia('2026-01-01')
  const reports: EdpReportInput[] = []
  const items: EdpCalculoInput['items'][number][] = []
  const movimientos: EdpCalculoInput['movimientos'][number][] = []
  for (let i = 0; i < ITEMS; i++) {
    const hora = i % 2 === 0
    const activoId = uuid(2, i)
    const despacho = fechaDeNumero(dia0 + (i % 7))
    items.push({
      id: uuid(1, i),
      activo: {
        id: activoId,
        codigo: `EQ-${String(i).padStart(3, '0')}`,
        nombre: 'Excavadora sobre orugas CAT 320',
      },
      unidadCobro: hora ? 'hora' : 'dia',
      tarifa: hora ? 45_000 : 320_000,
      minimoHoras: hora ? 180 : null,
      minimoPor: hora ? 'mes' : null,
      tarifaStandBy: hora ? 20_000 : null,
      descuentoPct: i % 3 === 0 ? 5 : 0,
      fleteIda: 180_000,
      fleteVuelta: 180_000,
      conOperador: i % 4 === 0,
      tarifaOperador: i % 4 === 0 ? 70_000 : null,
      fechaEntrega: despacho,
      fechaRetiro: null,
    })
    movimientos.push({
      id: uuid(3, i),
      activoId,
      tipo: 'despacho',
      fecha: despacho,
      guiaDespacho: 20_000 + i,
    })
    for (let d = i % 7; d < 31; d++) {
      const n = reports.length
      const lluvia = (d + i) % 13 === 0
      const falla = !lluvia && (d + i) % 17 === 0
      reports.push({
        id: uuid(4, n),
        folio: `RPT-${String(n + 1).padStart(6, '0')}`,
        activoId,
        fecha: fechaDeNumero(dia0 + d),
        jornada: 'dia',
        estado: 'validado',
        horasTrabajadas: lluvia || falla ? 0 : 5 + ((d * 7 + i) % 40) / 10,
        horasStandBy: d % 5 === 0 && !lluvia && !falla ? 1.5 : 0,
        horasDetenidas: lluvia || falla ? 8 : 0,
        motivoDetencion: lluvia ? 'clima' : falla ? 'falla' : null,
        combustibleLitros: d % 3 === 0 ? 120.5 : null,
      })
    }
  }
  return {
    contrato: {
      id: uuid(0, 1),
      moneda: 'CLP',
      fechaInicio: '2025-12-01',
      fechaTermino: null,
      climaNoCobrable: true,
      precioCombustible: 1_150,
    },
    periodo: { desde: '2026-01-01', hasta: '2026-01-31' },
    items,
    movimientos,
    reports,
    valorUf: null,
  }
}

function edp(): EdpDetail {
  const calculo = calcularEdp(entrada())
  if (!calculo.totales) throw new Error('a CLP EDP has totals')
  const comercial = { id: uuid(5, 1), nombre: 'Camila Rojas' }
  return edpDetailSchema.parse({
    id: uuid(9, 1),
    numero: 1,
    folio: 'EDP-000001',
    contrato: { id: uuid(0, 1), folio: 'CON-000001' },
    obra: { id: uuid(8, 1), codigo: 'OB-001', nombre: 'Edificio Ñuñoa — Etapa 2' },
    razonSocial: { id: uuid(7, 1), rut: '76086428-5', razonSocial: 'Constructora Peñalolén SpA' },
    periodoDesde: '2026-01-01',
    periodoHasta: '2026-01-31',
    estado: 'aprobado-obra',
    estadoDesde: '2026-02-03T13:00:00Z',
    revision: 1,
    moneda: 'CLP',
    ...calculo.totales,
    ordenCompra: 'OC-1',
    hes: null,
    version: 3,
    creadoEn: '2026-02-01T13:00:00Z',
    actualizadoEn: '2026-02-03T13:00:00Z',
    creadoPor: comercial,
    actualizadoPor: comercial,
    valorUf: null,
    lineas: calculo.lineas.map((linea, posicion) => ({
      ...linea,
      lineaId: uuid(6, posicion),
      posicion,
      origen: 'calculada',
    })),
    items: calculo.items,
    problemas: calculo.problemas,
    historial: [],
    revisiones: [],
  })
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

const detalle = edp()
await edpPdf(detalle) // fonts loaded once per process, as in the API
const tiempos = { pdf: [] as number[], xlsx: [] as number[] }
const cpu = { pdf: [] as number[], xlsx: [] as number[] }
let pdf: Uint8Array = new Uint8Array()
let xlsx: Uint8Array = new Uint8Array()
/** Wall and CPU (user + system) milliseconds of one render. */
async function medir<T>(render: () => Promise<T>, wall: number[], cpus: number[]): Promise<T> {
  const start = performance.now()
  const cpuStart = process.cpuUsage()
  const result = await render()
  const used = process.cpuUsage(cpuStart)
  wall.push(performance.now() - start)
  cpus.push((used.user + used.system) / 1000)
  return result
}
for (let i = 0; i < ROUNDS; i++) {
  pdf = (await medir(() => edpPdf(detalle), tiempos.pdf, cpu.pdf)).bytes
  xlsx = (await medir(() => edpXlsx(detalle), tiempos.xlsx, cpu.xlsx)).bytes
}
const { totalPages } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
  mergePages: true,
})
log(`EDP of ${ITEMS} items: ${detalle.lineas.length} lines, neto $${detalle.neto}`)
for (const [nombre, lista, cpus, bytes, extra] of [
  ['PDF', tiempos.pdf, cpu.pdf, pdf, `${totalPages} pages`],
  ['XLSX', tiempos.xlsx, cpu.xlsx, xlsx, '4 sheets'],
] as const) {
  const sorted = [...lista].sort((a, b) => a - b)
  const cpuSorted = [...cpus].sort((a, b) => a - b)
  log(
    `${nombre}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, CPU p50 ${percentile(cpuSorted, 50).toFixed(1)} ms, ${extra}, ${Math.round(bytes.length / 1024)} KB`,
  )
}
