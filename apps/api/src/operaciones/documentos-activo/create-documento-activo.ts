// POST /v1/activos/{id}/documentos: a new document of an asset, with the file already uploaded
// through its ticket. The file is checked in the storage first (outside the transaction: it is
// not the database's), then the row is written and audited in one transaction.
import type { createDocumentoActivoSchema, DocumentoActivoRow } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { documentoActivoRecords } from './documento-activo-records.ts'
import { requireActivo, toDocumentoActivoRow } from './documento-activo-rows.ts'
import { checkArchivo } from './documento-archivo.ts'

export async function createDocumentoActivo(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  activoId: string,
  { archivo, ...input }: z.output<typeof createDocumentoActivoSchema>,
): Promise<DocumentoActivoRow> {
  await requireActivo(db, activoId)
  const file = await checkArchivo(db, storage, activoId, archivo)
  return documentoActivoRecords.create(
    db,
    actor,
    async (tx) => {
      await requireActivo(tx, activoId, true)
      return { ...input, ...file, activoId }
    },
    (_tx, row) => toDocumentoActivoRow(row),
  )
}
