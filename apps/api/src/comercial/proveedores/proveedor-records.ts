// How proveedores (regular and provisional) are written: every create, update and delete of the table goes through this
// (records/records-of.ts), which holds its audit entity, its 404 and its unique values.
import { proveedores } from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'

export const proveedorRecords = recordsOf(proveedores, {
  entity: 'proveedor',
  notFound: 'El proveedor no existe.',
  uniques: {
    proveedores_rut_vigente_uq: ['rut', 'Ya existe un proveedor con este RUT.'],
  },
})
