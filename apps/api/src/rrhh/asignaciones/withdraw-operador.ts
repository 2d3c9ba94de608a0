// POST /v1/asignaciones-operador/{id}/retiro: the open assignment `id` ends on `hasta` (termino
// `retiro`, at the version read), not before it started and not while its operator has reports of
// the asset dated after that day. The observaciones are added to the assignment's, with the day.
// One transaction with its audit entry; the answer is the assignment as it ended.
import { fechaText, type retiroOperadorSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { asignacionRecords } from './asignacion-records.ts'
import { abierta, lockActivo, lockOperadores, sinReportsPosteriores } from './asignacion-reglas.ts'
import { getAsignacionOperador } from './asignacion-rows.ts'

export function withdrawOperador(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof retiroOperadorSchema>,
) {
  return asignacionRecords.transaction(db, async (tx) => {
    const before = await asignacionRecords.lock(
      tx,
      { id, version: input.version },
      { refuse: abierta },
    )
    // The operator and the asset after the assignment (the order every write locks in), so no
    // other write about them runs between the check and the end.
    const operador = (await lockOperadores(tx, [before.operadorId])).get(before.operadorId)
    const activo = await lockActivo(tx, before.activoId)
    const nombre = operador?.nombre ?? 'El operador'
    if (input.hasta < before.desde) {
      throw invalidFields({
        hasta: `El retiro no puede ser antes del inicio de la asignación (${fechaText(before.desde)}).`,
      })
    }
    await sinReportsPosteriores(tx, before, nombre, activo?.codigo ?? 'el equipo', input.hasta)
    const nota = input.observaciones
      ? `Retiro (${fechaText(input.hasta)}): ${input.observaciones}`
      : null
    const observaciones = nota
      ? before.observaciones
        ? `${before.observaciones}\n${nota}`
        : nota
      : undefined
    const after = await asignacionRecords.write(
      tx,
      actor,
      before,
      { hasta: input.hasta, termino: 'retiro', ...(observaciones && { observaciones }) },
      'editar',
    )
    return getAsignacionOperador(tx, after.id)
  })
}
