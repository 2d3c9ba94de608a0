/**
 * Stamping + signing + validating one factura of 50 lines (issue 25 wants ≤ 150 ms p50).
 * Run: `npm run -w @cordillera/sii-dte bench [-- rounds]` (Node 24). Prints p50/p95 per phase:
 * stamp (build + TED), sign (Documento and SetDTE), validate (the EnvioDTE against the schemas).
 */
import { buildFactura } from '../documento.ts'
import { buildEnvioDte } from '../envio.ts'
import { signDocumento } from '../firma.ts'
import { facturaInput, testCaf, testCertificado } from '../testing/fixtures.ts'
import { validateAgainst } from '../validate.ts'

const rounds = Number(process.argv[2] ?? 40)
const warmup = 5
const { caf } = testCaf(33, 1, 10_000)
const certificado = testCertificado()
const caratula = {
  rutEmisor: '76543210-3',
  rutEnvia: '12345678-5',
  fechaResolucion: '2026-01-01',
  numeroResolucion: 0,
  timestamp: '2026-11-28T16:45:12',
}
const now = new Date('2026-11-28T19:45:10Z')
const phases = {
  stamp: [] as number[],
  sign: [] as number[],
  validate: [] as number[],
  total: [] as number[],
}
/** The first validation also compiles the EnvioDTE's schemas (once per process). */
let firstValidate = Number.NaN

for (let round = 0; round < warmup + rounds; round++) {
  const t0 = performance.now()
  const factura = buildFactura(facturaInput(round + 1, 50), caf)
  const t1 = performance.now()
  const firmada = signDocumento(factura.xml, factura.id, certificado, now)
  const envio = buildEnvioDte([{ tipoDte: 33, xml: firmada }], caratula, certificado, now)
  const t2 = performance.now()
  const result = await validateAgainst(envio.bytes, 'EnvioDTE_v10.xsd')
  const t3 = performance.now()
  if (!result.valid) throw new Error(result.errors.map((error) => error.message).join('\n'))
  if (round === 0) firstValidate = t3 - t2
  if (round < warmup) continue
  phases.stamp.push(t1 - t0)
  phases.sign.push(t2 - t1)
  phases.validate.push(t3 - t2)
  phases.total.push(t3 - t0)
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

process.stdout.write(
  `factura of 50 lines, ${rounds} rounds after ${warmup} of warm-up (Node ${process.version})\n`,
)
process.stdout.write(`first validation (compiles the schemas) ${firstValidate.toFixed(1)} ms\n`)
for (const [phase, values] of Object.entries(phases)) {
  process.stdout.write(
    `${phase.padEnd(9)} p50 ${percentile(values, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(values, 95).toFixed(1).padStart(7)} ms\n`,
  )
}
