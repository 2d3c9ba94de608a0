// DELETE /v1/grupos-cliente/{id}?version=: soft delete (eliminado_en), audited. A group that still
// holds razones sociales is kept (409): they would point at a group nobody can see.
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { razonesSociales } from '../../db/schema/index.ts'
import type { Actor } from '../../records/actor.ts'
import { refuseWhileRelated } from '../../records/write-errors.ts'
import { grupoClienteRecords } from './grupo-cliente-rows.ts'

export function deleteGrupoCliente(
  db: Db,
  actor: Actor,
  id: string,
  version: number,
): Promise<void> {
  return grupoClienteRecords.delete(
    db,
    actor,
    { id, version },
    {
      check: (tx) =>
        refuseWhileRelated(
          tx,
          razonesSociales,
          and(eq(razonesSociales.grupoClienteId, id), vigente(razonesSociales)),
          (count) =>
            `El grupo tiene ${count} razones sociales: quítelas del grupo antes de eliminarlo.`,
        ),
    },
  )
}
