// PATCH /v1/razones-sociales/{id}: edits a razón social at the version the client read (409
// otherwise, nothing written), audited in the same transaction.
import type { RazonSocialDetail, updateRazonSocialSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { getRazonSocial } from './get-razon-social.ts'
import { razonSocialRecords } from './razon-social-rows.ts'
import { checkGrupoCliente, regionDe } from './razon-social-writes.ts'

export function updateRazonSocial(
  db: Db,
  actor: Actor,
  id: string,
  { version, ...fields }: z.output<typeof updateRazonSocialSchema>,
): Promise<RazonSocialDetail> {
  return razonSocialRecords.update(
    db,
    actor,
    { id, version },
    {
      patch: { ...fields, ...(fields.comuna && { region: regionDe(fields.comuna) }) },
      check: (tx, changes) => checkGrupoCliente(tx, changes.grupoClienteId),
      answer: (tx, row) => getRazonSocial(tx, row.id),
    },
  )
}
