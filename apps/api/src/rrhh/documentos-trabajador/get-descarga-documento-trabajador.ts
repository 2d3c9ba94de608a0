// GET /v1/trabajadores/{id}/documentos/{documentoId}/descarga: a short-lived URL that serves the
// file as an attachment under the name it had when it was uploaded.
import type { DescargaDocumento } from '@cordillera/contracts'
import type { Db } from '../../db/database.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { documentosDeTrabajador } from './documento-trabajador-records.ts'

export function getDescargaDocumentoTrabajador(
  db: Db,
  storage: FileStorage,
  params: { id: string; documentoId: string },
): Promise<DescargaDocumento> {
  return documentosDeTrabajador.descarga(db, storage, params)
}
