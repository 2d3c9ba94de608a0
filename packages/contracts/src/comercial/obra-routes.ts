// The API routes of obras: list, export, detail, create, edit, delete.
import { entityRoutes } from '../common/entity-routes.ts'
import { createObraSchema, listObrasQuerySchema, obraRead, updateObraSchema } from './obra.ts'
import { obraColumns } from './obra-columns.ts'

const obras = entityRoutes({
  path: '/v1/obras',
  tags: ['obras'],
  nombre: { singular: 'obra', plural: 'Obras', genero: 'f' },
  schemas: {
    ...obraRead,
    query: listObrasQuerySchema,
    create: createObraSchema,
    update: updateObraSchema,
    columns: obraColumns,
  },
})

export const listObrasRoute = obras.list('comercial/listar-obras')
export const exportObrasRoute = obras.export('comercial/exportar-obra')
export const getObraRoute = obras.get('comercial/detalle-obra')
export const createObraRoute = obras.create('comercial/crear-obra')
export const updateObraRoute = obras.update('comercial/editar-obra')
export const deleteObraRoute = obras.delete({
  permission: 'comercial/obra_eliminar',
  summary: 'Eliminar obra (sin usuarios de obra)',
})
