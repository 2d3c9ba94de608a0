// GET /v1/activos/{id}/documentos/{documentoId}/descarga: a short-lived URL that serves the file
// as an attachment under the name it had when it was uploaded.
import type { DescargaDocumento } from '@cordillera/contracts'
import type { Db } from '../../db/database.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { documentoActivoRecords } from './documento-activo-records.ts'
import { documentoTarget, requireActivo } from './documento-activo-rows.ts'

export async function getDescargaDocumento(
  db: Db,
  storage: FileStorage,
  params: { id: string; documentoId: string },
): Promise<DescargaDocumento> {
  await requireActivo(db, params.id)
  const { scope } = documentoTarget(params, 0)
  const documento = await documentoActivoRecords.find(db, params.documentoId, { scope })
  if (!documento) throw documentoActivoRecords.missing()
  const ticket = await storage.downloadUrl(documento.archivoClave, {
    fileName: documento.archivoNombre,
    contentType: documento.archivoTipo,
  })
  return { url: ticket.url, expiresAt: ticket.expiresAt.toISOString() }
}
