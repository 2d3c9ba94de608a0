// An asset's documents as the API shows them: every document's fields (records/documentos), the
// asset they belong to and their tipo.
import { type DocumentoActivoRow, fechaEnSantiago } from '@cordillera/contracts'
import type { documentosActivo } from '../../db/schema/index.ts'
import { documentoRowOf } from '../../records/documentos/documentos-of.ts'

export const ACTIVO_NO_ENCONTRADO = 'No encontramos el activo.'

/** `hoy` is Santiago's calendar day (yyyy-MM-dd) the expiry flag is read against. */
export function toDocumentoActivoRow(
  record: typeof documentosActivo.$inferSelect,
  hoy = fechaEnSantiago(new Date()),
): DocumentoActivoRow {
  return {
    ...documentoRowOf(record, hoy),
    activoId: record.activoId,
    tipo: record.tipo as DocumentoActivoRow['tipo'],
  }
}
