// PATCH /v1/trabajadores/{id}/documentos/{documentoId}: edits a document's data and/or replaces
// its file, at the version the client read (409 otherwise, nothing written). Dates and a licence's
// clase are checked on the document as it would stay; the replaced file stays stored.
import type { DocumentoTrabajadorRow, updateDocumentoTrabajadorSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { documentosDeTrabajador } from './documento-trabajador-records.ts'

export function updateDocumentoTrabajador(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  params: { id: string; documentoId: string },
  input: z.output<typeof updateDocumentoTrabajadorSchema>,
): Promise<DocumentoTrabajadorRow> {
  return documentosDeTrabajador.update(db, storage, actor, params, input)
}
