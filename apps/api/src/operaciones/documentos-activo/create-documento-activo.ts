// POST /v1/activos/{id}/documentos: a new document of an asset, with the file already uploaded
// through its ticket. The file is checked in the storage first (outside the transaction: it is
// not the database's), then the row is written and audited in one transaction.
import type { createDocumentoActivoSchema, DocumentoActivoRow } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { documentosDeActivo } from './documento-activo-records.ts'

export function createDocumentoActivo(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  activoId: string,
  input: z.output<typeof createDocumentoActivoSchema>,
): Promise<DocumentoActivoRow> {
  return documentosDeActivo.create(db, storage, actor, activoId, input)
}
