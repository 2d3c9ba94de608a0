// How trabajadores and their operator records are written: every create, update and delete of the
// two tables goes through these (records/records-of.ts), which hold their audit entity, their 404
// and their unique values. A worker's operator record is written only with the worker (the "Es
// operador" section of his form), so every audit entry of the worker also keeps it, before and
// after (`operador`, as a document's lines are kept).
import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { operadores, trabajadores } from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'
import { auditState } from '../../records/tracking.ts'

export const operadorRecords = recordsOf(operadores, {
  entity: 'operador',
  notFound: 'No encontramos el registro de operador.',
  uniques: {
    // Two edits racing to make the same worker an operator: the second is refused.
    operadores_trabajador_vigente_uq: ['operador', 'El trabajador ya es operador.'],
  },
})

/** The worker's operator record (not deleted), if any; locked for the write that reads it. */
export async function operadorOf(tx: Tx, trabajadorId: string, forUpdate = false) {
  const query = tx
    .select()
    .from(operadores)
    .where(and(eq(operadores.trabajadorId, trabajadorId), vigente(operadores)))
  const [found] = forUpdate ? await query.for('update') : await query
  return found
}

export const trabajadorRecords = recordsOf(trabajadores, {
  entity: 'trabajador',
  notFound: 'No encontramos el trabajador.',
  uniques: {
    trabajadores_rut_vigente_uq: ['rut', 'Ya existe un trabajador con este RUT.'],
  },
  items: async (tx, id) => {
    const operador = await operadorOf(tx, id)
    return operador ? [auditState(operador)] : []
  },
})
