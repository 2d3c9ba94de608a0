// Benchmark of the PDF writer (npm run -w @cordillera/api bench:pdf; never run by the tests): a
// quotation-like document of 50 and of 200 items, rendered in-process to its bytes, with the
// fonts already loaded (they are read once per process); and a UF cotización of 50 items through
// the cotizaciones module's own builder (documentoCotizacion: amounts formatted, then rendered),
// what GET /v1/cotizaciones/{id}/pdf does after reading the quotation. Prints wall and CPU
// p50/p95, pages and size per document. Figures: docs/benchmarks/pdf.md.
import {
  type CotizacionDetail,
  montosCotizacion,
  montosItem,
  type UnidadCobro,
} from '@cordillera/contracts'
import { documentoCotizacion } from '../comercial/cotizaciones/cotizacion-pdf.ts'
import { cotizacionDePrueba } from '../pdf/cotizacion-de-prueba.testing.ts'
import type { DocumentoPdf } from '../pdf/documento-pdf.ts'
import { renderDocumentPdf } from '../pdf/render-document-pdf.ts'
import { measureInterleaved } from './measure.ts'

const ROUNDS = Number(process.env.BENCH_ITERATIONS ?? 100)
const log = (line = '') => process.stdout.write(`${line}\n`)

function documento(items: number): DocumentoPdf {
  return cotizacionDePrueba(
    Array.from({ length: items }, (_, i) => [
      String(i + 1),
      `Excavadora sobre orugas número ${i + 1}, con operador y flete de ida y vuelta`,
      String(1 + (i % 4)),
      i % 2 ? 'día' : 'mes',
      'UF 12,3456',
      'UF 49,3824',
    ]),
    {
      neto: 'UF 1.234,5678',
      iva: 'UF 234,5679',
      total: 'UF 1.469,1357',
      adicionales: [{ etiqueta: 'Total en pesos al 14-05-2026', valor: '$58.008.675' }],
    },
  )
}

/** A UF quotation of `count` items as getCotizacion answers it, amounts from the amounts module. */
function cotizacion(count: number): CotizacionDetail {
  const unidades: UnidadCobro[] = ['hora', 'dia', 'mes']
  const inputs = Array.from({ length: count }, (_, i) => ({
    cantidad: 1 + (i % 4),
    unidadCobro: unidades[i % 3] as UnidadCobro,
    tarifa: (12_345 + i * 10_000) / 10_000,
    periodoEstimado: i % 3 === 0 ? 37.5 : 20,
    fleteIda: 2.5,
    fleteVuelta: 2.5,
    descuentoPct: i % 5 === 0 ? 12.5 : 0,
  }))
  const montos = montosCotizacion(inputs, 'UF', 39_485.65)
  const now = '2026-05-14T13:30:00.000Z'
  return {
    id: '00000000-0000-4000-8000-000000000001',
    numero: 123,
    folio: 'COT-000123',
    razonSocial: {
      id: '00000000-0000-4000-8000-000000000002',
      rut: '76086428-5',
      razonSocial: 'Constructora Peñalolén Año Nuevo SpA',
    },
    obra: {
      id: '00000000-0000-4000-8000-000000000003',
      codigo: 'OB-0001',
      nombre: 'Edificio Ñuñoa',
    },
    fecha: '2026-05-14',
    validezDias: 30,
    validaHasta: '2026-06-13',
    moneda: 'UF',
    estado: 'enviada',
    estadoDesde: now,
    itemsCount: count,
    neto: montos.neto,
    iva: montos.iva,
    total: montos.total,
    condiciones: '¿Incluye flete? Sí, ida y vuelta.\nLa tarifa no incluye combustible.',
    motivoRechazo: null,
    items: inputs.map((input, i) => ({
      ...input,
      ...montosItem(input, 'UF'),
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      posicion: i,
      tipoActivo: { id: '00000000-0000-4000-8000-000000000004', nombre: 'Excavadora' },
      descripcion: `Excavadora sobre orugas número ${i + 1}, con balde de 1,2 m³`,
      conOperador: i % 2 === 0,
    })),
    equivalenteClp: montos.equivalenteClp,
    valorUfFaltante: false,
    contrato: null,
    version: 3,
    creadoEn: now,
    actualizadoEn: now,
    creadoPor: null,
    actualizadoPor: null,
  }
}

// Loads the fonts, so the rounds measure documents, not the first read of the font files.
const samples = new Map<string, Uint8Array>()
const sizes = [50, 200] as const
const documents = Object.fromEntries(sizes.map((items) => [`${items} ítems`, documento(items)]))
const cotizacion50 = cotizacion(50)
const obra50 = { direccion: 'Av. Irarrázaval 3120', comuna: '13120' }
const COTIZACION = 'cotización UF de 50 ítems (documentoCotizacion)'
samples.set(COTIZACION, await renderDocumentPdf(documentoCotizacion(cotizacion50, obra50)))
for (const [name, doc] of Object.entries(documents)) samples.set(name, await renderDocumentPdf(doc))

const timings = await measureInterleaved(
  {
    ...Object.fromEntries(
      Object.entries(documents).map(([name, doc]) => [name, () => renderDocumentPdf(doc)]),
    ),
    [COTIZACION]: () => renderDocumentPdf(documentoCotizacion(cotizacion50, obra50)),
  },
  ROUNDS,
)

log(`# renderDocumentPdf, ${ROUNDS} rounds (Node ${process.version})`)
log('| document | p50 | p95 | CPU p50 | pages | size |')
log('|---|---|---|---|---|---|')
for (const [name, timing] of Object.entries(timings)) {
  const bytes = samples.get(name) ?? new Uint8Array()
  const pages =
    Buffer.from(bytes)
      .toString('latin1')
      .match(/\/Type \/Page\b/g)?.length ?? 0
  log(
    `| ${name} | ${timing.p50.toFixed(1)} ms | ${timing.p95.toFixed(1)} ms | ${timing.cpuP50.toFixed(1)} ms | ${pages} | ${(bytes.length / 1024).toFixed(0)} KB |`,
  )
}
