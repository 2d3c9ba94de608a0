// PATCH /v1/trabajadores/{id}: edits a worker and his "Es operador" section at the version the
// client read (409 otherwise, nothing written). A change of the section alone is a change of the
// worker too: his version goes up and his audit entry keeps his operator record before and after,
// next to the record's own entry. Removing the operator status of someone assigned to an asset is
// a 409 saying what to do first.
import type { TrabajadorDetail, updateTrabajadorSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { changedFields } from '../../records/changes.ts'
import { getTrabajador } from './get-trabajador.ts'
import { operadorWrite } from './operador-seccion.ts'
import { trabajadorRecords } from './trabajador-records.ts'

export function updateTrabajador(
  db: Db,
  actor: Actor,
  id: string,
  { version, operador, ...input }: z.output<typeof updateTrabajadorSchema>,
): Promise<TrabajadorDetail> {
  return trabajadorRecords.transaction(db, async (tx) => {
    const before = await trabajadorRecords.lock(tx, { id, version })
    const changes = changedFields(before, input)
    const seccion = operador === undefined ? null : await operadorWrite(tx, actor, id, operador)
    if (!changes && !seccion) return getTrabajador(tx, id)
    await trabajadorRecords.write(tx, actor, before, changes ?? {}, 'editar', seccion ?? undefined)
    return getTrabajador(tx, id)
  })
}
