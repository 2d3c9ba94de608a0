// The API routes of proveedores (regular ones in the list; detail, edit and delete serve
// provisional ones too). The catalogue has no proveedor detail screen: the edit screen loads the
// proveedor, so reading one needs its key, comercial/editar-proveedor.
import { entityRoutes } from '../common/entity-routes.ts'
import {
  createProveedorSchema,
  listProveedoresQuerySchema,
  proveedorRead,
  updateProveedorSchema,
} from './proveedor.ts'
import { proveedorColumns } from './proveedor-columns.ts'

const proveedores = entityRoutes({
  path: '/v1/proveedores',
  tags: ['proveedores'],
  nombre: { singular: 'proveedor', plural: 'Proveedores (validados)', genero: 'm' },
  schemas: {
    ...proveedorRead,
    query: listProveedoresQuerySchema,
    create: createProveedorSchema,
    update: updateProveedorSchema,
    columns: proveedorColumns,
  },
  permission: 'comercial/editar-proveedor',
})

export const listProveedoresRoute = proveedores.list('comercial/listar-proveedores')
export const exportProveedoresRoute = proveedores.export('comercial/exportar-proveedor')
export const getProveedorRoute = proveedores.get({
  summary: 'Proveedor (validado o provisorio)',
})
export const createProveedorRoute = proveedores.create({
  permission: 'comercial/crear-proveedor',
  summary: 'Crear proveedor (con datos bancarios)',
})
export const updateProveedorRoute = proveedores.update()
export const deleteProveedorRoute = proveedores.delete({
  permission: 'comercial/proveedor_eliminar',
  summary: 'Eliminar proveedor (sin usuarios arrendadores activos)',
})
