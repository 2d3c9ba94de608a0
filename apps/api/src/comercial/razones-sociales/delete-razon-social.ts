// DELETE /v1/razones-sociales/{id}?version=: soft delete (eliminado_en), audited. A razón social
// with obras is kept (409): its obras, and what is billed at them, need the client they bill.
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { obras } from '../../db/schema/index.ts'
import type { Actor } from '../../records/actor.ts'
import { refuseWhileRelated } from '../../records/write-errors.ts'
import { razonSocialRecords } from './razon-social-rows.ts'

export function deleteRazonSocial(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
): Promise<void> {
  return razonSocialRecords.delete(
    db,
    actor,
    { id, version },
    {
      check: (tx) =>
        refuseWhileRelated(
          tx,
          obras,
          and(eq(obras.razonSocialId, id), vigente(obras)),
          (count) =>
            `La razón social tiene ${count} obras: elimínelas o asígnelas a otra razón social antes.`,
        ),
    },
  )
}
