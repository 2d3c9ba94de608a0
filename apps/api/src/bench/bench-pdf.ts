// Benchmark of the PDF writer (npm run -w @cordillera/api bench:pdf; never run by the tests): a
// quotation-like document of 50 and of 200 items, rendered in-process to its bytes, with the
// fonts already loaded (they are read once per process). Prints wall and CPU p50/p95, pages and
// size per document. Figures: docs/benchmarks/pdf.md.
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

const sizes = [50, 200] as const
const documents = Object.fromEntries(sizes.map((items) => [`${items} ítems`, documento(items)]))
// Loads the fonts, so the rounds measure documents, not the first read of the font files.
const samples = new Map<string, Uint8Array>()
for (const [name, doc] of Object.entries(documents)) samples.set(name, await renderDocumentPdf(doc))

const timings = await measureInterleaved(
  Object.fromEntries(
    Object.entries(documents).map(([name, doc]) => [name, () => renderDocumentPdf(doc)]),
  ),
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
