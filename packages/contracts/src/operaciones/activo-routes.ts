// The API routes of activos: list, export, the pickers' options, detail, create, edit, delete.
import { entityRoutes } from '../common/entity-routes.ts'
import { activoOpcionesSchema, activoRead, activoWrite, listActivosQuerySchema } from './activo.ts'
import { activoColumns } from './activo-columns.ts'

const activos = entityRoutes({
  path: '/v1/activos',
  tags: ['activos'],
  nombre: { singular: 'activo', plural: 'Activos', genero: 'm' },
  schemas: {
    ...activoRead,
    ...activoWrite,
    query: listActivosQuerySchema,
    columns: activoColumns,
  },
})

export const listActivosRoute = activos.list('operaciones/listar-activos')
export const exportActivosRoute = activos.export('operaciones/exportar-activo')
export const getActivoOpcionesRoute = activos.opciones(
  {
    permission: 'operaciones/listar-activos',
    summary: 'Activos: tipos, marcas, flotas y propietarios para elegir y filtrar',
    answer: 'Las opciones',
  },
  activoOpcionesSchema,
)
export const getActivoRoute = activos.get({
  permission: 'operaciones/detalle-activo',
  summary: 'Activo, con sus documentos',
})
export const createActivoRoute = activos.create({
  permission: 'operaciones/crear-activo',
  summary: 'Crear activo (queda disponible)',
})
export const updateActivoRoute = activos.update({
  permission: 'operaciones/editar-activo',
  summary: 'Editar activo (con la versión leída; el estado no se edita)',
})
export const deleteActivoRoute = activos.delete({
  permission: 'operaciones/activo_eliminar',
  summary: 'Eliminar activo (no reservado, en obra ni en traslado)',
})
