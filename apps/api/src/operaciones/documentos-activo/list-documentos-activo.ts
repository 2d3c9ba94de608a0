// GET /v1/activos/{id}/documentos: the asset's documents with their expiry flag (404 if the
// asset does not exist).
import { type DocumentoActivoRow, fechaEnSantiago } from '@cordillera/contracts'
import type { Db } from '../../db/database.ts'
import { documentosOf, requireActivo } from './documento-activo-rows.ts'

export async function listDocumentosActivo(
  db: Db,
  activoId: string,
  now = new Date(),
): Promise<DocumentoActivoRow[]> {
  await requireActivo(db, activoId)
  return documentosOf(db, activoId, fechaEnSantiago(now))
}
