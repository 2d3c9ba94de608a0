import { entityRoutes } from '../common/entity-routes.ts'
import {
  createProveedorProvisorioSchema,
  listProveedoresQuerySchema,
  proveedorRead,
  validateProveedorSchema,
} from './proveedor.ts'
import { proveedorProvisorioColumns } from './proveedor-columns.ts'

const provisorios = entityRoutes({
  path: '/v1/proveedores-provisorios',
  tags: ['proveedores'],
  nombre: { singular: 'proveedor provisorio', plural: 'Proveedores provisorios', genero: 'm' },
  schemas: {
    ...proveedorRead,
    query: listProveedoresQuerySchema,
    create: createProveedorProvisorioSchema,
    columns: proveedorProvisorioColumns,
  },
  permission: 'comercial/validar-proveedor',
})

export const listProveedoresProvisoriosRoute = provisorios.list(
  'comercial/listar-proveedores-provisorios',
)
// Exporting provisional proveedores is exporting proveedores: the same key, as their list screen
// offers it.
export const exportProveedoresProvisoriosRoute = provisorios.export('comercial/exportar-proveedor')
export const getProveedorProvisorioRoute = provisorios.get({
  summary: 'Proveedor provisorio, para validarlo',
})
export const createProveedorProvisorioRoute = provisorios.create({
  permission: 'comercial/crear-proveedor',
  summary: 'Crear proveedor provisorio (RUT y razón social bastan)',
})

export const validateProveedorRoute = provisorios.action(
  'validar',
  {
    summary: 'Validar proveedor provisorio: completa sus datos y lo vuelve proveedor regular',
    answer: 'Validado',
  },
  validateProveedorSchema,
)
