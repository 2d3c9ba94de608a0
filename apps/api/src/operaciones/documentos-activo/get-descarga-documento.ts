// GET /v1/activos/{id}/documentos/{documentoId}/descarga: a short-lived URL that serves the file
// as an attachment under the name it had when it was uploaded.
import type { DescargaDocumento } from '@cordillera/contracts'
import type { Db } from '../../db/database.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { documentosDeActivo } from './documento-activo-records.ts'

export function getDescargaDocumento(
  db: Db,
  storage: FileStorage,
  params: { id: string; documentoId: string },
): Promise<DescargaDocumento> {
  return documentosDeActivo.descarga(db, storage, params)
}
