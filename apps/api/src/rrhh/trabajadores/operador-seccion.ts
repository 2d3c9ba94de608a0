// The "Es operador" section of a worker's create and edit: it creates, changes or removes (soft
// delete) his operator record inside the worker's own write, each with its audit entry (entity
// `operador`), so the worker and his record commit together or not at all. There is no other way
// to make a worker an operator.
import { OPERADOR_CON_ASIGNACION_MESSAGE, type operadorSeccionSchema } from '@cordillera/contracts'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { asignacionesOperador, type operadores } from '../../db/schema/index.ts'
import { ApiHttpError } from '../../http/api-error.ts'
import type { Actor } from '../../records/actor.ts'
import type { ItemsWrite } from '../../records/records-of.ts'
import { operadorOf, operadorRecords } from './trabajador-records.ts'

type Seccion = z.output<typeof operadorSeccionSchema>
type Operador = typeof operadores.$inferSelect

/** Makes the worker an operator: a new record, audited, in the caller's transaction. */
export async function createOperador(
  tx: Tx,
  actor: Actor,
  trabajadorId: string,
  seccion: Seccion,
): Promise<void> {
  // A savepoint inside the worker's transaction: the record's own create, audit and unique check.
  await operadorRecords.create(
    tx,
    actor,
    () => ({ trabajadorId, ...seccion }),
    () => undefined,
  )
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])

/** Only what differs from the stored record (an array is never `===` another). */
function changesOf(current: Operador, seccion: Seccion): Partial<Seccion> | null {
  const changes: Partial<Seccion> = {}
  if (seccion.licenciaClase !== current.licenciaClase) changes.licenciaClase = seccion.licenciaClase
  if (!sameList(current.certificaciones, seccion.certificaciones)) {
    changes.certificaciones = seccion.certificaciones
  }
  return Object.keys(changes).length > 0 ? changes : null
}

/**
 * What an edit's section (`null`: he is no longer an operator) does to the worker's record, to run
 * inside the worker's write; null when it changes nothing. Removing it is refused (409) while he
 * has an open assignment (no `hasta`): the asset would be left with an operator nobody lists.
 */
export async function operadorWrite(
  tx: Tx,
  actor: Actor,
  trabajadorId: string,
  seccion: Seccion | null,
): Promise<ItemsWrite | null> {
  const current = await operadorOf(tx, trabajadorId, true)
  if (seccion === null) {
    if (!current) return null
    const [asignada] = await tx
      .select({ id: asignacionesOperador.id })
      .from(asignacionesOperador)
      .where(
        and(
          eq(asignacionesOperador.operadorId, current.id),
          isNull(asignacionesOperador.hasta),
          vigente(asignacionesOperador),
        ),
      )
      .limit(1)
    if (asignada) {
      // On the section's field: the form shows it there, not as someone else's newer version.
      throw new ApiHttpError(409, 'conflicto', OPERADOR_CON_ASIGNACION_MESSAGE, {
        operador: OPERADOR_CON_ASIGNACION_MESSAGE,
      })
    }
    return async (write) => {
      await operadorRecords.write(write, actor, current, { eliminadoEn: sql`now()` }, 'eliminar')
    }
  }
  if (!current) return (write) => createOperador(write, actor, trabajadorId, seccion)
  const changes = changesOf(current, seccion)
  if (!changes) return null
  return async (write) => {
    await operadorRecords.write(write, actor, current, changes, 'editar')
  }
}
