// GET /v1/trabajadores/{id}/documentos: the worker's documents (not deleted), the next to expire
// first, each flagged against Santiago's today.
import type { DocumentoTrabajadorRow } from '@cordillera/contracts'
import type { Db } from '../../db/database.ts'
import { documentosDeTrabajador } from './documento-trabajador-records.ts'

export function listDocumentosTrabajador(
  db: Db,
  trabajadorId: string,
  now = new Date(),
): Promise<DocumentoTrabajadorRow[]> {
  return documentosDeTrabajador.list(db, trabajadorId, now)
}
