// POST /v1/trabajadores: a new worker and, when the "Es operador" section is filled, his operator
// record, in one transaction with both audit entries. A RUT already used by a worker not deleted
// is a 409 on `rut`.
import type { createTrabajadorSchema, TrabajadorDetail } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { getTrabajador } from './get-trabajador.ts'
import { createOperador } from './operador-seccion.ts'
import { trabajadorRecords } from './trabajador-records.ts'

export function createTrabajador(
  db: Db,
  actor: Actor,
  { operador, ...input }: z.output<typeof createTrabajadorSchema>,
): Promise<TrabajadorDetail> {
  return trabajadorRecords.create(
    db,
    actor,
    () => input,
    (tx, row) => getTrabajador(tx, row.id),
    // Before the worker's audit entry, which keeps his operator record.
    operador ? (tx, row) => createOperador(tx, actor, row.id, operador) : undefined,
  )
}
