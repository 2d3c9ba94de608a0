// The demo workforce's documents: every demo operator's licencia de conducir (of his operator
// record's class) and, for about two thirds of the workers, an examen ocupacional, each with a
// small real PDF in the file storage (`trabajadores/<id>/<uuid>`). Expiry dates are counted from
// the day the seed first runs, so a fresh database always shows a few licences expired (3) and
// some expiring within 30 days (5). Inserted like the other demo data: only documents whose
// natural key (worker RUT, tipo, número) was never used, deleted ones included.
import { randomUUID } from 'node:crypto'
import {
  type ClaseLicencia,
  fechaEnSantiago,
  sumarDias,
  TIPO_DOCUMENTO_TRABAJADOR_LABEL,
  type TipoDocumentoTrabajador,
} from '@cordillera/contracts'
import { eq, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../db/database.ts'
import { documentosTrabajador, trabajadores } from '../db/schema/index.ts'
import type { FileStorage } from '../storage/file-storage.ts'
import { minimalPdf } from './demo-documentos.ts'
import { generateDemoTrabajadores } from './demo-trabajadores.ts'
import { seededRandom } from './seeded-random.ts'

export const DEMO_LICENCIAS_VENCIDAS = 3
export const DEMO_LICENCIAS_POR_VENCER = 5

export type DemoDocumentoTrabajador = {
  rut: string
  tipo: Extract<TipoDocumentoTrabajador, 'licencia-conducir' | 'examen-ocupacional'>
  clase: ClaseLicencia | null
  numero: string
  /** Days from the seed day: negative = expired, 0–30 = expiring. */
  venceEnDias: number
  /** How long before its expiry it was issued. */
  vigenciaDias: number
}

let generated: DemoDocumentoTrabajador[] | undefined

/** The demo workers' documents, always the same (seeded random); dates hang on the seed day. */
export function generateDemoDocumentosTrabajador(): DemoDocumentoTrabajador[] {
  if (generated) return generated
  const random = seededRandom(20_261_128)
  const documentos: DemoDocumentoTrabajador[] = []
  for (const trabajador of generateDemoTrabajadores()) {
    const rutNumero = trabajador.rut.split('-')[0] ?? trabajador.rut
    if (trabajador.operador) {
      documentos.push({
        rut: trabajador.rut,
        tipo: 'licencia-conducir',
        clase: trabajador.operador.licenciaClase,
        numero: `LIC-${rutNumero}`,
        venceEnDias: random.int(60, 6 * 365),
        // Professional licences (A*) are renewed every 4 years, the others every 6.
        vigenciaDias: trabajador.operador.licenciaClase.startsWith('A') ? 4 * 365 : 6 * 365,
      })
    }
    if (random.chance(0.65)) {
      documentos.push({
        rut: trabajador.rut,
        tipo: 'examen-ocupacional',
        clase: null,
        numero: `EXO-${random.int(2025, 2026)}-${String(random.int(1, 99_999)).padStart(5, '0')}`,
        venceEnDias: random.int(45, 365),
        vigenciaDias: 365,
      })
    }
  }
  // A few licences expired and some expiring, on different operators.
  const licencias = documentos
    .filter((documento) => documento.tipo === 'licencia-conducir')
    .map((documento) => ({ documento, orden: random.next() }))
    .sort((a, b) => a.orden - b.orden)
    .map(({ documento }) => documento)
  for (const documento of licencias.slice(0, DEMO_LICENCIAS_VENCIDAS)) {
    documento.venceEnDias = -random.int(1, 60)
  }
  for (const documento of licencias.slice(
    DEMO_LICENCIAS_VENCIDAS,
    DEMO_LICENCIAS_VENCIDAS + DEMO_LICENCIAS_POR_VENCER,
  )) {
    documento.venceEnDias = random.int(0, 30)
  }
  generated = documentos
  return generated
}

const naturalKey = (rut: string, tipo: string, numero: string | null) =>
  `${rut}|${tipo}|${numero ?? ''}`

/** Adds the missing demo documents (files first, then one batch of rows); answers the count. */
export async function seedDemoDocumentosTrabajador(
  tx: Tx,
  storage: FileStorage,
  now = new Date(),
): Promise<Record<string, number>> {
  const existentes = await tx
    .select({
      rut: trabajadores.rut,
      tipo: documentosTrabajador.tipo,
      numero: documentosTrabajador.numero,
    })
    .from(documentosTrabajador)
    .innerJoin(trabajadores, eq(trabajadores.id, documentosTrabajador.trabajadorId))
  const usados = new Set(existentes.map((row) => naturalKey(row.rut, row.tipo, row.numero)))
  const trabajadorIds = new Map(
    (
      await tx
        .select({ rut: trabajadores.rut, id: trabajadores.id })
        .from(trabajadores)
        .where(isNull(trabajadores.eliminadoEn))
    ).map((row) => [row.rut, row.id]),
  )

  const hoy = fechaEnSantiago(now)
  const nuevos = generateDemoDocumentosTrabajador().flatMap((documento) => {
    const trabajadorId = trabajadorIds.get(documento.rut)
    // A worker someone deleted keeps no new documents.
    if (!trabajadorId) return []
    if (usados.has(naturalKey(documento.rut, documento.tipo, documento.numero))) return []
    return [{ documento, trabajadorId }]
  })
  if (nuevos.length === 0) return { documentos_trabajador: 0 }

  const rows = await Promise.all(
    nuevos.map(async ({ documento, trabajadorId }) => {
      const vence = sumarDias(hoy, documento.venceEnDias)
      const tipo = TIPO_DOCUMENTO_TRABAJADOR_LABEL[documento.tipo]
      const bytes = minimalPdf([
        `${tipo}${documento.clase ? ` clase ${documento.clase}` : ''} ${documento.numero}`,
        `RUT ${documento.rut}`,
        `Vence el ${vence.split('-').reverse().join('-')}`,
        'Documento de demostración',
      ])
      const archivoClave = `trabajadores/${trabajadorId}/${randomUUID()}`
      await storage.put(archivoClave, bytes, 'application/pdf')
      return {
        trabajadorId,
        tipo: documento.tipo,
        clase: documento.clase,
        numero: documento.numero,
        fechaEmision: sumarDias(vence, -documento.vigenciaDias),
        vence,
        archivoClave,
        archivoNombre: `${documento.tipo}-${documento.rut.toLowerCase()}.pdf`,
        archivoTipo: 'application/pdf',
        archivoBytes: bytes.byteLength,
      }
    }),
  )
  const added = await tx
    .insert(documentosTrabajador)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: sql<string>`${documentosTrabajador.id}` })
  return { documentos_trabajador: added.length }
}
