// DELETE /v1/razones-sociales/{id}/contactos/{contactoId}?version=: soft delete, audited.
import type { Db } from '../../../db/database.ts'
import type { Actor } from '../../../records/actor.ts'
import { contactoRecords } from './contacto-records.ts'
import { contactoTarget } from './contacto-rows.ts'

export function deleteContacto(
  db: Db,
  actor: Actor,
  params: { id: string; contactoId: string },
  version: number,
): Promise<void> {
  return contactoRecords.delete(db, actor, contactoTarget(params, version))
}
