// What assigning an operator and adding one share (assign-operador.ts, add-operador.ts): a free
// operator starts on an asset on rent in a vigente contract from `desde`. Asignar needs an asset
// with no operator from that day on; an adición one that already has one in that contract that
// day (another shift). Checks and locks: asignacion-reglas.ts.
import type { adicionOperadorSchema, asignarOperadorSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Tx } from '../../db/database.ts'
import type { asignacionesOperador } from '../../db/schema/index.ts'
import type { RecordValues } from '../../records/records-of.ts'
import {
  contratoVigente,
  enArriendo,
  equipoConOperador,
  equipoSinOperador,
  lockActivo,
  lockContrato,
  lockOperadores,
  operadorAsignable,
  operadoresDelEquipo,
  operadorLibre,
  refuseFields,
} from './asignacion-reglas.ts'

type NuevaAsignacion =
  | z.output<typeof asignarOperadorSchema>
  | z.output<typeof adicionOperadorSchema>

/** The row of a new assignment (`asignacion` or `adicion`), checked under its locks. */
export async function nuevaAsignacion(
  tx: Tx,
  input: NuevaAsignacion,
  origen: 'asignacion' | 'adicion',
): Promise<RecordValues<typeof asignacionesOperador>> {
  const { fields, operador } = operadorAsignable(
    await lockOperadores(tx, [input.operadorId]),
    input.operadorId,
    'operadorId',
  )
  const contrato = await lockContrato(tx, input.contratoId)
  if (!contrato) fields.contratoId = 'El contrato elegido no existe.'
  const activo = await lockActivo(tx, input.activoId)
  if (!activo) fields.activoId = 'El equipo elegido no existe.'
  refuseFields(fields)
  if (!operador || !contrato || !activo) throw new Error('asignación: falta lo bloqueado')

  contratoVigente(contrato)
  await enArriendo(tx, activo, contrato, input.desde)
  await operadorLibre(tx, operador, input.desde)
  const actuales = await operadoresDelEquipo(tx, activo.id, input.desde)
  if (origen === 'asignacion') equipoSinOperador(activo, actuales)
  else equipoConOperador(activo, contrato, actuales, input.desde)

  return {
    operadorId: operador.id,
    activoId: activo.id,
    contratoId: contrato.id,
    desde: input.desde,
    hasta: null,
    origen,
    termino: null,
    reemplazaId: null,
    observaciones: input.observaciones ?? null,
  }
}
