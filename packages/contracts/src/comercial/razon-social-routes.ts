// The API routes of razones sociales: list, export, detail (with contacts and obras), create,
// edit, delete.
import { entityRoutes } from '../common/entity-routes.ts'
import {
  listRazonesSocialesQuerySchema,
  razonSocialRead,
  razonSocialWrite,
} from './razon-social.ts'
import { razonSocialColumns } from './razon-social-columns.ts'

const razonesSociales = entityRoutes({
  path: '/v1/razones-sociales',
  tags: ['razones sociales'],
  nombre: { singular: 'razón social', plural: 'Razones sociales', genero: 'f' },
  schemas: {
    ...razonSocialRead,
    ...razonSocialWrite,
    query: listRazonesSocialesQuerySchema,
    columns: razonSocialColumns,
  },
})

export const listRazonesSocialesRoute = razonesSociales.list('comercial/listar-razones-sociales')
export const exportRazonesSocialesRoute = razonesSociales.export('comercial/exportar-razon-social')
export const getRazonSocialRoute = razonesSociales.get({
  permission: 'comercial/detalle-razon-social',
  summary: 'Razón social con sus contactos y obras',
})
export const createRazonSocialRoute = razonesSociales.create('comercial/crear-razon-social')
export const updateRazonSocialRoute = razonesSociales.update('comercial/editar-razon-social')
export const deleteRazonSocialRoute = razonesSociales.delete({
  permission: 'comercial/razon-social_eliminar',
  summary: 'Eliminar razón social (sin obras)',
})
