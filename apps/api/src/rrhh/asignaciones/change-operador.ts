// POST /v1/asignaciones-operador/{id}/cambio: operator X's open assignment `id` ends on `fecha`
// (termino `cambio`, at the version read) and operator Y starts that same day on the same asset
// and contract (origen `cambio`, naming X's assignment as replaced). Y must be free from that day;
// X may not have reports of the asset after it; the asset is on rent in the contract that day.
// Both writes and their audit entries in one transaction; the answer is Y's assignment.
import { type cambioOperadorSchema, fechaText } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { asignacionRecords } from './asignacion-records.ts'
import {
  abierta,
  contratoVigente,
  enArriendo,
  lockActivo,
  lockContrato,
  lockOperadores,
  operadorAsignable,
  operadorLibre,
  refuseFields,
  sinReportsPosteriores,
} from './asignacion-reglas.ts'
import { getAsignacionOperador } from './asignacion-rows.ts'

export function changeOperador(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof cambioOperadorSchema>,
) {
  return asignacionRecords.create(
    db,
    actor,
    async (tx) => {
      const anterior = await asignacionRecords.lock(
        tx,
        { id, version: input.version },
        { refuse: abierta },
      )
      const locked = await lockOperadores(tx, [anterior.operadorId, input.operadorId])
      const sale = locked.get(anterior.operadorId)
      if (input.operadorId === anterior.operadorId) {
        throw invalidFields({
          operadorId: `Elija a otro operador: ${sale?.nombre ?? 'ese operador'} es quien sale del equipo.`,
        })
      }
      const { fields, operador: entra } = operadorAsignable(locked, input.operadorId, 'operadorId')
      if (input.fecha < anterior.desde) {
        fields.fecha = `El cambio no puede ser antes del inicio de la asignación de ${sale?.nombre ?? 'quien sale'} (${fechaText(anterior.desde)}).`
      }
      refuseFields(fields)
      const contrato = await lockContrato(tx, anterior.contratoId)
      const activo = await lockActivo(tx, anterior.activoId)
      if (!entra || !sale || !contrato || !activo) throw asignacionRecords.missing()

      contratoVigente(contrato)
      await enArriendo(tx, activo, contrato, input.fecha)
      await operadorLibre(tx, entra, input.fecha)
      await sinReportsPosteriores(tx, anterior, sale.nombre, activo.codigo, input.fecha)

      await asignacionRecords.write(
        tx,
        actor,
        anterior,
        { hasta: input.fecha, termino: 'cambio' },
        'editar',
      )
      return {
        operadorId: entra.id,
        activoId: activo.id,
        contratoId: contrato.id,
        desde: input.fecha,
        hasta: null,
        origen: 'cambio',
        termino: null,
        reemplazaId: anterior.id,
        observaciones: input.observaciones ?? null,
      }
    },
    (tx, row) => getAsignacionOperador(tx, row.id),
  )
}
