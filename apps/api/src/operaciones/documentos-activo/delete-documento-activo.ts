// DELETE /v1/activos/{id}/documentos/{documentoId}?version=: soft delete, audited. The file stays
// stored: the audit entry still names it.
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { documentoActivoRecords } from './documento-activo-records.ts'
import { documentoTarget, requireActivo } from './documento-activo-rows.ts'

export async function deleteDocumentoActivo(
  db: Db,
  actor: Actor,
  params: { id: string; documentoId: string },
  version: number,
): Promise<void> {
  await requireActivo(db, params.id)
  await documentoActivoRecords.delete(db, actor, documentoTarget(params, version))
}
