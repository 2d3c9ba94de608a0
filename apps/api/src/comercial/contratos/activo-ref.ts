// An asset as a contract item, a request or pasar-contrato's candidates name it (contracts'
// `activoRefSchema`): código, modelo, marca and tipo, read with its marca and tipo joined.
import type { ActivoRef } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import { activos, marcas, tiposActivo } from '../../db/schema/index.ts'

/** The selected columns; join `marcas` on `joinMarca` and `tiposActivo` on `joinTipo`. */
export const activoRefColumns = {
  id: activos.id,
  codigo: activos.codigo,
  modelo: activos.modelo,
  marca: marcas.nombre,
  tipoActivoId: tiposActivo.id,
  tipoActivoNombre: tiposActivo.nombre,
}

export const joinMarca = eq(marcas.id, activos.marcaId)
export const joinTipo = eq(tiposActivo.id, activos.tipoActivoId)

type ActivoRefColumns = {
  id: string
  codigo: string
  modelo: string
  marca: string
  tipoActivoId: string
  tipoActivoNombre: string
}

export const toActivoRef = (row: ActivoRefColumns): ActivoRef => ({
  id: row.id,
  codigo: row.codigo,
  modelo: row.modelo,
  marca: row.marca,
  tipoActivo: { id: row.tipoActivoId, nombre: row.tipoActivoNombre },
})
