// The API routes of tipos de activo: list, detail (with its assets), create, edit, delete.
import { entityRoutes } from '../common/entity-routes.ts'
import {
  listTiposActivoQuerySchema,
  tipoActivoRead,
  tipoActivoWrite,
  tiposActivoOpcionesSchema,
} from './tipo-activo.ts'

const tiposActivo = entityRoutes({
  path: '/v1/tipos-activo',
  tags: ['tipos de activo'],
  nombre: { singular: 'tipo de activo', plural: 'Tipos de activo', genero: 'm' },
  schemas: {
    ...tipoActivoRead,
    ...tipoActivoWrite,
    query: listTiposActivoQuerySchema,
  },
})

export const listTiposActivoRoute = tiposActivo.list('operaciones/listar-tipos-activo')

/**
 * Every tipo de activo not deleted, by name, for the pickers of the commercial screens (a
 * quotation's items, an adición): the names and reference rates every staff user may read, without
 * the operations keys the tipos' own screens need (the catalogue's empty key: staff only).
 */
export const getTiposActivoOpcionesRoute = tiposActivo.opciones(
  {
    permission: '',
    summary: 'Tipos de activo para elegir (nombre, unidad y tarifa de referencia)',
    answer: 'Los tipos',
  },
  tiposActivoOpcionesSchema,
)

export const getTipoActivoRoute = tiposActivo.get({
  permission: 'operaciones/detalle-tipo-activo',
  summary: 'Tipo de activo con sus activos',
})
export const createTipoActivoRoute = tiposActivo.create('operaciones/crear-tipo-activo')
export const updateTipoActivoRoute = tiposActivo.update('operaciones/editar-tipo-activo')
export const deleteTipoActivoRoute = tiposActivo.delete({
  permission: 'operaciones/tipo-activo_eliminar',
  summary: 'Eliminar tipo de activo (sin activos de ese tipo)',
})
