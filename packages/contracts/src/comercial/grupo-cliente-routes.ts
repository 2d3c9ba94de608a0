// The API routes of grupos cliente: list, export, detail, create, edit, delete.
import { entityRoutes } from '../common/entity-routes.ts'
import {
  grupoClienteRead,
  grupoClienteWrite,
  listGruposClienteQuerySchema,
} from './grupo-cliente.ts'
import { grupoClienteColumns } from './grupo-cliente-columns.ts'

const gruposCliente = entityRoutes({
  path: '/v1/grupos-cliente',
  tags: ['grupos cliente'],
  nombre: { singular: 'grupo cliente', plural: 'Grupos cliente', genero: 'm' },
  schemas: {
    ...grupoClienteRead,
    ...grupoClienteWrite,
    query: listGruposClienteQuerySchema,
    columns: grupoClienteColumns,
  },
})

export const listGruposClienteRoute = gruposCliente.list('comercial/listar-grupos-cliente')
export const exportGruposClienteRoute = gruposCliente.export('comercial/exportar-grupo-cliente')
export const getGrupoClienteRoute = gruposCliente.get({
  permission: 'comercial/detalle-grupo-cliente',
  summary: 'Grupo cliente con sus razones sociales',
  answer: 'El grupo',
})
export const createGrupoClienteRoute = gruposCliente.create('comercial/crear-grupo-cliente')
export const updateGrupoClienteRoute = gruposCliente.update('comercial/editar-grupo-cliente')
export const deleteGrupoClienteRoute = gruposCliente.delete({
  permission: 'comercial/grupo-cliente_eliminar',
  summary: 'Eliminar grupo cliente (sin razones sociales)',
})
