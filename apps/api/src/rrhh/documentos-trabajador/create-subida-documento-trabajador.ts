// POST /v1/trabajadores/{id}/documentos/subidas: where the browser sends a document's file, under
// a key the API generates (`trabajadores/<trabajador id>/<uuid>`). Nothing is written yet.
import type { createSubidaDocumentoSchema, SubidaDocumento } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { documentosDeTrabajador } from './documento-trabajador-records.ts'

export function createSubidaDocumentoTrabajador(
  db: Db,
  storage: FileStorage,
  trabajadorId: string,
  input: z.output<typeof createSubidaDocumentoSchema>,
): Promise<SubidaDocumento> {
  return documentosDeTrabajador.createSubida(db, storage, trabajadorId, input)
}
