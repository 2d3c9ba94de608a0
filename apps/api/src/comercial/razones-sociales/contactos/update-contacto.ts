// PATCH /v1/razones-sociales/{id}/contactos/{contactoId}: edits a contact at the version the
// client read (409 otherwise, nothing written), audited in the same transaction.
import type { ContactoRow, updateContactoSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../../db/database.ts'
import type { Actor } from '../../../records/actor.ts'
import { contactoRecords } from './contacto-records.ts'
import { contactoTarget, toContactoRow } from './contacto-rows.ts'

export function updateContacto(
  db: Db,
  actor: Actor,
  params: { id: string; contactoId: string },
  { version, ...patch }: z.output<typeof updateContactoSchema>,
): Promise<ContactoRow> {
  return contactoRecords.update(db, actor, contactoTarget(params, version), {
    patch,
    answer: (_tx, row) => toContactoRow(row),
  })
}
