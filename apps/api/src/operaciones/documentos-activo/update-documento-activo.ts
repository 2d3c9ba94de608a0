// PATCH /v1/activos/{id}/documentos/{documentoId}: edits a document's data and/or replaces its
// file, at the version the client read (409 otherwise, nothing written). A replacement file is
// checked like a new one, the dates against the stored ones; the replaced file stays stored, and
// the audit entry's "before" names it.
import type { DocumentoActivoRow, updateDocumentoActivoSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { documentosDeActivo } from './documento-activo-records.ts'

export function updateDocumentoActivo(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  params: { id: string; documentoId: string },
  input: z.output<typeof updateDocumentoActivoSchema>,
): Promise<DocumentoActivoRow> {
  return documentosDeActivo.update(db, storage, actor, params, input)
}
