// The demo fleet's documents: 1–3 for 120 of the demo assets (revisión técnica, SOAP and permiso
// de circulación for road vehicles, certificado de operación or otro for machines), each with a
// small real PDF in the file storage. Expiry dates are counted from the day the seed first runs,
// so a fresh database always shows a handful expired (8) and a dozen expiring within 30 days
// (12); the rest are valid for months. Inserted like the other demo data: only documents whose
// natural key (asset código, tipo, número) was never used, deleted ones included.
import { randomUUID } from 'node:crypto'
import {
  fechaEnSantiago,
  sumarDias,
  TIPO_DOCUMENTO_ACTIVO_LABEL,
  type TipoDocumentoActivo,
} from '@cordillera/contracts'
import { eq, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../db/database.ts'
import { activos, documentosActivo } from '../db/schema/index.ts'
import type { FileStorage } from '../storage/file-storage.ts'
import { generateDemoActivos } from './demo-operaciones.ts'
import { seededRandom } from './seeded-random.ts'

export const DEMO_DOCUMENTOS_ACTIVOS = 120
export const DEMO_DOCUMENTOS_VENCIDOS = 8
export const DEMO_DOCUMENTOS_POR_VENCER = 12

export type DemoDocumento = {
  activoCodigo: string
  tipo: TipoDocumentoActivo
  numero: string
  /** Days from the seed day: negative = expired, 0–30 = expiring. */
  venceEnDias: number
  observaciones: string | null
}

const PREFIJO: Record<TipoDocumentoActivo, string> = {
  'revision-tecnica': 'RT',
  soap: 'SOAP',
  'permiso-circulacion': 'PC',
  'certificado-operacion': 'CO',
  otro: 'DOC',
}

let generated: DemoDocumento[] | undefined

/** The demo documents, always the same (seeded random); their dates hang on the seed day. */
export function generateDemoDocumentos(): DemoDocumento[] {
  if (generated) return generated
  const random = seededRandom(20_261_125)
  const elegidos = [...generateDemoActivos()]
    .map((activo) => ({ activo, orden: random.next() }))
    .sort((a, b) => a.orden - b.orden)
    .slice(0, DEMO_DOCUMENTOS_ACTIVOS)
    .map(({ activo }) => activo)
    .sort((a, b) => a.codigo.localeCompare(b.codigo))

  const documentos = elegidos.flatMap((activo) => {
    const posibles: TipoDocumentoActivo[] = activo.patente
      ? ['revision-tecnica', 'soap', 'permiso-circulacion']
      : ['certificado-operacion', 'otro']
    const cuantos = Math.min(posibles.length, random.int(1, 3))
    return posibles.slice(0, cuantos).map(
      (tipo): DemoDocumento => ({
        activoCodigo: activo.codigo,
        tipo,
        numero: `${PREFIJO[tipo]}-${random.int(2025, 2026)}-${String(random.int(1, 999_999)).padStart(6, '0')}`,
        // Valid for a while: between a month and a year ahead.
        venceEnDias: random.int(45, 365),
        observaciones:
          tipo === 'otro' ? random.pick(['Mantención mayor', 'Certificado de calibración']) : null,
      }),
    )
  })
  // A handful expired and a dozen expiring, spread over different assets.
  const porActivo = new Map<string, DemoDocumento>()
  for (const documento of documentos) {
    if (!porActivo.has(documento.activoCodigo)) porActivo.set(documento.activoCodigo, documento)
  }
  const unoPorActivo = [...porActivo.values()]
    .map((documento) => ({ documento, orden: random.next() }))
    .sort((a, b) => a.orden - b.orden)
    .map(({ documento }) => documento)
  unoPorActivo.slice(0, DEMO_DOCUMENTOS_VENCIDOS).forEach((documento) => {
    documento.venceEnDias = -random.int(1, 90)
  })
  unoPorActivo
    .slice(DEMO_DOCUMENTOS_VENCIDOS, DEMO_DOCUMENTOS_VENCIDOS + DEMO_DOCUMENTOS_POR_VENCER)
    .forEach((documento) => {
      documento.venceEnDias = random.int(0, 30)
    })
  generated = documentos
  return generated
}

const naturalKey = (codigo: string, tipo: string, numero: string | null) =>
  `${codigo}|${tipo}|${numero ?? ''}`

/** Adds the missing demo documents (files first, then one batch of rows); answers the count. */
export async function seedDemoDocumentos(
  tx: Tx,
  storage: FileStorage,
  now = new Date(),
): Promise<Record<string, number>> {
  const existentes = await tx
    .select({
      codigo: activos.codigo,
      tipo: documentosActivo.tipo,
      numero: documentosActivo.numero,
    })
    .from(documentosActivo)
    .innerJoin(activos, eq(activos.id, documentosActivo.activoId))
  const usados = new Set(existentes.map((row) => naturalKey(row.codigo, row.tipo, row.numero)))
  const activoIds = new Map(
    (
      await tx
        .select({ codigo: activos.codigo, id: activos.id })
        .from(activos)
        .where(isNull(activos.eliminadoEn))
    ).map((row) => [row.codigo, row.id]),
  )

  const hoy = fechaEnSantiago(now)
  const nuevos = generateDemoDocumentos().flatMap((documento) => {
    const activoId = activoIds.get(documento.activoCodigo)
    // An asset someone deleted keeps no new documents.
    if (!activoId) return []
    if (usados.has(naturalKey(documento.activoCodigo, documento.tipo, documento.numero))) return []
    return [{ documento, activoId }]
  })
  if (nuevos.length === 0) return { documentos_activo: 0 }

  const rows = await Promise.all(
    nuevos.map(async ({ documento, activoId }) => {
      const vence = sumarDias(hoy, documento.venceEnDias)
      const titulo = `${TIPO_DOCUMENTO_ACTIVO_LABEL[documento.tipo]} ${documento.numero}`
      const bytes = minimalPdf([
        titulo,
        `Activo ${documento.activoCodigo}`,
        `Vence el ${vence.split('-').reverse().join('-')}`,
        'Documento de demostración',
      ])
      const archivoClave = `activos/${activoId}/${randomUUID()}`
      await storage.put(archivoClave, bytes, 'application/pdf')
      return {
        activoId,
        tipo: documento.tipo,
        numero: documento.numero,
        fechaEmision: sumarDias(vence, -365),
        vence,
        observaciones: documento.observaciones,
        archivoClave,
        archivoNombre: `${documento.tipo}-${documento.activoCodigo.toLowerCase()}.pdf`,
        archivoTipo: 'application/pdf',
        archivoBytes: bytes.byteLength,
      }
    }),
  )
  const added = await tx
    .insert(documentosActivo)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: sql<string>`${documentosActivo.id}` })
  return { documentos_activo: added.length }
}

/**
 * A one-page PDF that any reader opens, with `lines` as its text (Helvetica, WinAnsi: Spanish
 * letters print). Written by hand, offsets and all: a demo file needs no PDF library.
 */
export function minimalPdf(lines: readonly string[]): Uint8Array {
  const literal = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`)
  const text = lines
    .map(
      (line, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 72 ${720 - i * 28} Td (${literal(line)}) Tj ET`,
    )
    .join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new Uint8Array(Buffer.from(pdf, 'latin1'))
}
