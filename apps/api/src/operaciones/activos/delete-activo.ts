// DELETE /v1/activos/{id}?version=: soft delete (eliminado_en), audited. An asset reserved for,
// travelling to or at an obra is refused (409): the obra counts on it until a movement brings it
// back. Its documents stay with it, out of sight like the asset itself.
import { ESTADO_ACTIVO_LABEL, type EstadoActivo } from '@cordillera/contracts'
import { conflict } from '../../http/api-error.ts'
import { activoRecords } from '../../records/activo-records.ts'

const COMPROMETIDO: readonly EstadoActivo[] = ['reservado', 'en-obra', 'en-traslado']

export const deleteActivo = activoRecords.deletes((_tx, activo) => {
  const estado = activo.estado as EstadoActivo
  if (COMPROMETIDO.includes(estado)) {
    throw conflict(
      `El activo está ${ESTADO_ACTIVO_LABEL[estado].toLowerCase()}: no se puede eliminar hasta que vuelva de la obra (un movimiento lo deja disponible).`,
    )
  }
})
