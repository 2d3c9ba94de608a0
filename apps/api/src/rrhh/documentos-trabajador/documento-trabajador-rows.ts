// A worker's documents as the API shows them: every document's fields (records/documentos), the
// worker they belong to, their tipo and a licence's clase.
import { type DocumentoTrabajadorRow, fechaEnSantiago } from '@cordillera/contracts'
import type { documentosTrabajador } from '../../db/schema/index.ts'
import { documentoRowOf } from '../../records/documentos/documentos-of.ts'

/** `hoy` is Santiago's calendar day (yyyy-MM-dd) the expiry flag is read against. */
export function toDocumentoTrabajadorRow(
  record: typeof documentosTrabajador.$inferSelect,
  hoy = fechaEnSantiago(new Date()),
): DocumentoTrabajadorRow {
  return {
    ...documentoRowOf(record, hoy),
    trabajadorId: record.trabajadorId,
    tipo: record.tipo as DocumentoTrabajadorRow['tipo'],
    clase: record.clase as DocumentoTrabajadorRow['clase'],
  }
}
