// DELETE /v1/activos/{id}/documentos/{documentoId}?version=: soft delete, audited. The file stays
// stored: the audit entry still names it.
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { documentosDeActivo } from './documento-activo-records.ts'

export function deleteDocumentoActivo(
  db: Db,
  actor: Actor,
  params: { id: string; documentoId: string },
  version: number,
): Promise<void> {
  return documentosDeActivo.delete(db, actor, params, version)
}
