// GET /v1/activos/{id}/documentos: the asset's documents (not deleted), the next to expire first,
// each flagged against Santiago's today.
import type { DocumentoActivoRow } from '@cordillera/contracts'
import type { Db } from '../../db/database.ts'
import { documentosDeActivo } from './documento-activo-records.ts'

export function listDocumentosActivo(
  db: Db,
  activoId: string,
  now = new Date(),
): Promise<DocumentoActivoRow[]> {
  return documentosDeActivo.list(db, activoId, now)
}
