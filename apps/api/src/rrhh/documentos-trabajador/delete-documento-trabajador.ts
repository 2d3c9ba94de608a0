// DELETE /v1/trabajadores/{id}/documentos/{documentoId}?version=: soft delete, audited. The file
// stays stored: the audit entry still names it.
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { documentosDeTrabajador } from './documento-trabajador-records.ts'

export function deleteDocumentoTrabajador(
  db: Db,
  actor: Actor,
  params: { id: string; documentoId: string },
  version: number,
): Promise<void> {
  return documentosDeTrabajador.delete(db, actor, params, version)
}
