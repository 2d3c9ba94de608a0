// POST /v1/activos/{id}/documentos/subidas: where the browser sends a document's file, under a
// key the API generates (`activos/<activo id>/<uuid>`; the original name is only kept as
// metadata). Nothing is written yet: the document is created afterwards, naming that key, once
// the bytes are stored.
import type { createSubidaDocumentoSchema, SubidaDocumento } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { documentosDeActivo } from './documento-activo-records.ts'

export function createSubidaDocumento(
  db: Db,
  storage: FileStorage,
  activoId: string,
  input: z.output<typeof createSubidaDocumentoSchema>,
): Promise<SubidaDocumento> {
  return documentosDeActivo.createSubida(db, storage, activoId, input)
}
