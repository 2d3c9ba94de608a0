// The trabajadores' API. The catalogue gives the edit screen the detail's key, so editing takes
// `rrhh/detalle-trabajador`; it has no delete or export key, so there is no delete (a worker who
// leaves is set inactive) and no export.
import { entityRoutes } from '../common/entity-routes.ts'
import { listTrabajadoresQuerySchema, trabajadorRead, trabajadorWrite } from './trabajador.ts'

const trabajadores = entityRoutes({
  path: '/v1/trabajadores',
  tags: ['trabajadores'],
  nombre: { singular: 'trabajador', plural: 'Trabajadores', genero: 'm' },
  schemas: {
    ...trabajadorRead,
    ...trabajadorWrite,
    query: listTrabajadoresQuerySchema,
  },
  permission: 'rrhh/detalle-trabajador',
})

export const listTrabajadoresRoute = trabajadores.list({
  permission: 'rrhh/listar-trabajadores',
  summary: 'Listar trabajadores: página con búsqueda, filtros y orden',
})
export const getTrabajadorRoute = trabajadores.get({
  summary: 'Trabajador con su registro de operador y sus documentos',
})
export const createTrabajadorRoute = trabajadores.create({
  permission: 'rrhh/crear-trabajador',
  summary: 'Crear trabajador (y su registro de operador, si lo es)',
})
export const updateTrabajadorRoute = trabajadores.update({
  summary: 'Editar trabajador y su condición de operador (con la versión leída)',
})
