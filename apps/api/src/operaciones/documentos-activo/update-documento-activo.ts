// PATCH /v1/activos/{id}/documentos/{documentoId}: edits a document's data and/or replaces its
// file, at the version the client read (409 otherwise, nothing written). A replacement file is
// checked like a new one; the replaced file stays stored, and the audit entry's "before" names it.
import {
  type DocumentoActivoRow,
  type updateDocumentoActivoSchema,
  VENCE_ANTES_MESSAGE,
  venceEnOrden,
} from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { invalidFields } from '../../records/write-errors.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { documentoActivoRecords } from './documento-activo-records.ts'
import { documentoTarget, requireActivo, toDocumentoActivoRow } from './documento-activo-rows.ts'
import { checkArchivo } from './documento-archivo.ts'

export async function updateDocumentoActivo(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  params: { id: string; documentoId: string },
  { version, archivo, ...input }: z.output<typeof updateDocumentoActivoSchema>,
): Promise<DocumentoActivoRow> {
  await requireActivo(db, params.id)
  const file = archivo && (await checkArchivo(db, storage, params.id, archivo, params.documentoId))
  return documentoActivoRecords.update(db, actor, documentoTarget(params, version), {
    patch: { ...input, ...file },
    async check(tx, changes, before) {
      if (!venceEnOrden({ ...before, ...changes })) {
        throw invalidFields({ vence: VENCE_ANTES_MESSAGE })
      }
      await requireActivo(tx, params.id, true)
    },
    answer: (_tx, row) => toDocumentoActivoRow(row),
  })
}
