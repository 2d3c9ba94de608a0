// POST /v1/razones-sociales/{id}/contactos: a new contact of a razón social, audited in the same
// transaction.
import type { ContactoRow, createContactoSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../../db/database.ts'
import type { Actor } from '../../../records/actor.ts'
import { razonSocialRecords } from '../razon-social-records.ts'
import { contactoRecords } from './contacto-records.ts'
import { toContactoRow } from './contacto-rows.ts'

export function createContacto(
  db: Db,
  actor: Actor,
  razonSocialId: string,
  input: z.output<typeof createContactoSchema>,
): Promise<ContactoRow> {
  return contactoRecords.create(
    db,
    actor,
    async (tx) => {
      // Locked: the razón social cannot be deleted while its contact is added.
      const razonSocial = await razonSocialRecords.find(tx, razonSocialId, { forUpdate: true })
      if (!razonSocial) throw razonSocialRecords.missing()
      return { ...input, razonSocialId }
    },
    (_tx, row) => toContactoRow(row),
  )
}
