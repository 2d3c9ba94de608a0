// POST /v1/trabajadores/{id}/documentos: a new document of a worker, with the file already
// uploaded through its ticket; the file is checked in the storage first, then the row is written
// and audited in one transaction.
import type { createDocumentoTrabajadorSchema, DocumentoTrabajadorRow } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { documentosDeTrabajador } from './documento-trabajador-records.ts'

export function createDocumentoTrabajador(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  trabajadorId: string,
  input: z.output<typeof createDocumentoTrabajadorSchema>,
): Promise<DocumentoTrabajadorRow> {
  return documentosDeTrabajador.create(db, storage, actor, trabajadorId, input)
}
