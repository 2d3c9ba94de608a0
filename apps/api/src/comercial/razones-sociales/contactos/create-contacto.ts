// POST /v1/razones-sociales/{id}/contactos: a new contact of a razón social, audited in the same
// transaction.
import type { ContactoRow, createContactoSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../../db/database.ts'
import { notFound } from '../../../http/api-error.ts'
import type { Actor } from '../../../records/actor.ts'
import { razonSocialRecords } from '../razon-social-rows.ts'
import { contactoRecords, toContactoRow } from './contacto-rows.ts'

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
      if (!razonSocial) throw notFound(razonSocialRecords.notFound)
      return { ...input, razonSocialId }
    },
    (_tx, row) => toContactoRow(row),
  )
}
