// Benchmark of Emitir factura on the API's path (npm run -w @cordillera/api bench:emitir-factura [-- rounds];
// never run by the tests). PGlite in memory (or the PostgreSQL of DATABASE_URL, a throwaway
// database), migrated; the demo's SII settings, test certificate and CAFs loaded by the demo seed
// (seed/demo-sii.ts: through the API's own operations, with the development cipher); contracts
// from the benchmarks' loader and, for each round, one EDP of 50 lines approved by its obra. Each
// round issues one EDP through the real operation (emitirFacturaWith: the transaction, the EDP
// locked, settings and certificate read and opened, the folio, the Documento built and stamped,
// signed, the EnvioDTE signed, both validated against the SII's schemas, stored and audited, the
// transport port told) — **issue** — and, interleaved with it, the core alone on the same
// document (build and stamp, sign the DTE and the EnvioDTE, validate both; no database) — **core**.
// Warm-up rounds (which compile the schemas) are left out. Prints `uptime` before and after,
// wall and CPU p50/p95 of both. Figures: docs/benchmarks/sii-dte.md ("API path").
import { execFileSync } from 'node:child_process'
import { readCaf } from '@cordillera/sii-dte/caf'
import { buildFactura, type FacturaInput } from '@cordillera/sii-dte/documento'
import { buildEnvioDte } from '@cordillera/sii-dte/envio'
import { signDocumento } from '@cordillera/sii-dte/firma'
import { validateAgainst } from '@cordillera/sii-dte/validate'
import { asc, eq } from 'drizzle-orm'
import {
  contratos,
  dteEmitidos,
  edpLineas,
  edps,
  razonesSociales,
  siiCafs,
  siiConfiguracion,
  usuarios,
} from '../db/schema/index.ts'
import { seedDemoSii } from '../seed/demo-sii.ts'
import { hoyEnChile } from '../sii/cafs.ts'
import { certificadoParaFirmar } from '../sii/certificado.ts'
import { cifradoSii, siiCertKey } from '../sii/cifrado.ts'
import { nombreComuna, timestampEnChile } from '../sii/emitir-dte.ts'
import { emitirFacturaWith } from '../sii/emitir-factura.ts'
import { transporteSinEnvio } from '../sii/transporte.ts'
import { openBenchDatabase } from './bench-database.ts'
import { loadContratos } from './load-contratos.ts'
import { measureInterleaved, type Timing } from './measure.ts'

const ROUNDS = Number(process.argv[2] ?? process.env.BENCH_ITERATIONS ?? 40)
const WARMUP = 5
const LINEAS = 50
/** The demo CAF's folios (1–200): one per round, warm-up included. */
if (ROUNDS + WARMUP > 200) throw new Error('at most 195 rounds: the demo CAF has 200 folios')

const log = (line = '') => process.stdout.write(`${line}\n`)
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim()

log(`# Emitir factura, API path: ${ROUNDS} EDPs of ${LINEAS} lines (+${WARMUP} warm-up)`)
log(`uptime before: ${uptime()}`)

const bench = await openBenchDatabase()
const { database } = bench
const { db } = database
const cifrado = cifradoSii(siiCertKey(process.env.SII_CERT_KEY, false))

// ---- the data ---------------------------------------------------------------------------------
const started = performance.now()
const [admin] = await db
  .insert(usuarios)
  .values({
    email: 'admin@cordillera.cl',
    nombre: 'Benchmark su',
    tipo: 'cordillera',
    su: true,
    permisos: [],
  })
  .onConflictDoNothing({ target: usuarios.email })
  .returning({ id: usuarios.id })
if (!admin) throw new Error('a database with an admin@ already: use a throwaway one')
// Before any EDP: the settings, certificate and CAFs only (the demo's facturas need seeded EDPs).
const seeded = await seedDemoSii(db, cifrado)
await loadContratos(database, 10)
const [contrato] = await db.select().from(contratos).orderBy(asc(contratos.numero)).limit(1)
if (!contrato) throw new Error('no contract loaded')
// 50 lines of amounts that look like a month of rentals, fixed from the line's place.
const montos = Array.from({ length: LINEAS }, (_, i) => 150_000 + ((i * 7919) % 50) * 37_000)
const neto = montos.reduce((sum, monto) => sum + monto, 0)
const iva = Math.round(neto * 0.19)
const edpIds: string[] = []
/** Round `i`'s month (one EDP per contract and month): from January 2010 on. */
const mes = (i: number) => `${2010 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`
for (let i = 0; i < ROUNDS + WARMUP; i++) {
  const [edp] = await db
    .insert(edps)
    .values({
      contratoId: contrato.id,
      obraId: contrato.obraId,
      razonSocialId: contrato.razonSocialId,
      periodoDesde: `${mes(i)}-01`,
      periodoHasta: `${mes(i)}-28`,
      moneda: 'CLP',
      ordenCompra: `OC-${4500 + i}`,
      estado: 'aprobado-obra',
      estadoDesde: new Date(),
      neto,
      iva,
      total: neto + iva,
      calculo: { items: [], problemas: [] },
    })
    .returning({ id: edps.id })
  if (!edp) throw new Error('no EDP')
  await db.insert(edpLineas).values(
    montos.map((monto, posicion) => ({
      edpId: edp.id,
      posicion,
      origen: 'manual',
      tipo: 'manual',
      motivo: 'Benchmark',
      descripcion: `Excavadora EX-${String(posicion + 1).padStart(3, '0')}: arriendo de enero, 22 días con operador`,
      monto,
      linea: {},
    })),
  )
  edpIds.push(edp.id)
}
log(
  `data: ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind}); ` +
    `demo SII seed ${JSON.stringify(seeded)}`,
)

// ---- the core alone, on the same document -----------------------------------------------------
const [configuracion] = await db.select().from(siiConfiguracion)
const [receptor] = await db
  .select()
  .from(razonesSociales)
  .where(eq(razonesSociales.id, contrato.razonSocialId))
const [cafRow] = await db.select().from(siiCafs).where(eq(siiCafs.tipoDte, 33))
if (!configuracion || !receptor || !cafRow) throw new Error('settings, receptor or CAF missing')
const caf = readCaf(cifrado.descifrar('caf', cafRow.archivoCifrado))
const certificado = await certificadoParaFirmar(db, cifrado)

const nucleo = () => {
  const now = new Date()
  const timestamp = timestampEnChile(now)
  const factura: FacturaInput = {
    folio: 200,
    fechaEmision: hoyEnChile(now),
    periodoDesde: '2026-01-01',
    periodoHasta: '2026-01-31',
    emisor: {
      rut: configuracion.rutEmisor,
      razonSocial: configuracion.razonSocial,
      giro: configuracion.giro,
      acteco: Number(configuracion.acteco),
      direccion: configuracion.direccion,
      comuna: nombreComuna(configuracion.comuna),
    },
    receptor: {
      rut: receptor.rut,
      razonSocial: receptor.razonSocial,
      giro: receptor.giro,
      direccion: receptor.direccion,
      comuna: nombreComuna(receptor.comuna),
    },
    lineas: montos.map((monto, i) => ({
      nombre: `Excavadora EX-${String(i + 1).padStart(3, '0')}: arriendo de enero, 22 días con operador`,
      cantidad: 1,
      precio: monto,
      monto,
    })),
    ordenCompra: { folio: 'OC-4500', fecha: '2026-01-31' },
    timestamp,
  }
  const documento = buildFactura(factura, caf)
  const dteXml = signDocumento(documento.xml, documento.id, certificado, now)
  const envio = buildEnvioDte(
    [{ tipoDte: 33, xml: dteXml }],
    {
      rutEmisor: configuracion.rutEmisor,
      rutEnvia: certificado.rut ?? '',
      fechaResolucion: configuracion.resolucionFecha,
      numeroResolucion: configuracion.resolucionNumero,
      timestamp,
    },
    certificado,
    now,
  )
  return Promise.all([
    validateAgainst(dteXml, 'DTE_v10.xsd'),
    validateAgainst(envio.bytes, 'EnvioDTE_v10.xsd'),
  ]).then((results) => {
    if (!results.every((result) => result.valid)) throw new Error('the core built an invalid DTE')
  })
}

// ---- the rounds -------------------------------------------------------------------------------
const emitir = emitirFacturaWith(cifrado, transporteSinEnvio)
let siguiente = 0
const timings = await measureInterleaved(
  {
    issue: async () => {
      const id = edpIds[siguiente++]
      if (!id) throw new Error('out of EDPs')
      const emitida = await emitir(db, admin, id, { version: 1 })
      if (emitida.folio !== siguiente) throw new Error(`folio ${emitida.folio}, not ${siguiente}`)
    },
    core: nucleo,
  },
  ROUNDS,
  WARMUP,
)
const guardadas = (await db.select({ id: dteEmitidos.id }).from(dteEmitidos)).length

const ms = (value: number) => `${value.toFixed(1)} ms`
const fila = (name: string, timing: Timing) =>
  log(`| ${name} | ${ms(timing.p50)} | ${ms(timing.p95)} | ${ms(timing.cpuP50)} |`)
log()
log(`| part | wall p50 | wall p95 | CPU p50 |`)
log(`|---|---|---|---|`)
fila('issue (whole operation)', timings.issue)
fila('core (stamp, sign, validate)', timings.core)
log()
log(
  `issue − core at p50 (transaction, EDP, settings, certificate opened, folio, store, audit): ` +
    `${ms(timings.issue.p50 - timings.core.p50)} wall, ${ms(timings.issue.cpuP50 - timings.core.cpuP50)} CPU`,
)
log(`facturas stored: ${guardadas}; the budget: 150 ms p50 for stamping, signing and validating`)
log(`uptime after: ${uptime()}`)
await database.close()
