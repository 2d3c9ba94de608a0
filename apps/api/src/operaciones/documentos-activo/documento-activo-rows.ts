// An asset's documents as the API shows them, and the asset of the path they are reached through.
import { type DocumentoActivoRow, estadoVencimiento, fechaEnSantiago } from '@cordillera/contracts'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { activos, documentosActivo } from '../../db/schema/index.ts'
import { notFound } from '../../http/api-error.ts'
import { trackingOf } from '../../records/tracking.ts'

export const ACTIVO_NO_ENCONTRADO = 'No encontramos el activo.'

/**
 * 404 unless the asset of the path exists and is not deleted. Inside a write it is share-locked,
 * so the asset cannot be deleted while one of its documents is written.
 */
export async function requireActivo(db: Db | Tx, activoId: string, lock = false): Promise<void> {
  const query = db
    .select({ id: activos.id })
    .from(activos)
    .where(and(eq(activos.id, activoId), vigente(activos)))
  const [found] = lock ? await query.for('share') : await query
  if (!found) throw notFound(ACTIVO_NO_ENCONTRADO)
}

/** A document is written through the asset of the path: another asset's is not found. */
export const documentoTarget = (params: { id: string; documentoId: string }, version: number) => ({
  id: params.documentoId,
  version,
  scope: eq(documentosActivo.activoId, params.id),
})

type Record = typeof documentosActivo.$inferSelect

/** `hoy` is Santiago's calendar day (yyyy-MM-dd) the expiry flag is read against. */
export function toDocumentoActivoRow(
  record: Record,
  hoy = fechaEnSantiago(new Date()),
): DocumentoActivoRow {
  return {
    id: record.id,
    activoId: record.activoId,
    tipo: record.tipo as DocumentoActivoRow['tipo'],
    numero: record.numero,
    fechaEmision: record.fechaEmision,
    vence: record.vence,
    estadoVencimiento: estadoVencimiento(record.vence, hoy),
    observaciones: record.observaciones,
    archivo: {
      nombre: record.archivoNombre,
      tipo: record.archivoTipo as DocumentoActivoRow['archivo']['tipo'],
      bytes: record.archivoBytes,
    },
    ...trackingOf(record),
  }
}

/** The documents (not deleted) of an asset, the next to expire first; none expiring last. */
export async function documentosOf(
  db: Db | Tx,
  activoId: string,
  hoy = fechaEnSantiago(new Date()),
): Promise<DocumentoActivoRow[]> {
  const rows = await db
    .select()
    .from(documentosActivo)
    .where(and(eq(documentosActivo.activoId, activoId), vigente(documentosActivo)))
    .orderBy(
      sql`${documentosActivo.vence} asc nulls last`,
      asc(documentosActivo.tipo),
      asc(documentosActivo.id),
    )
  return rows.map((row) => toDocumentoActivoRow(row, hoy))
}
