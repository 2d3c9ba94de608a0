// GET …/exportar of proveedores and of proveedores provisorios: every one that matches the list's
// query, as a streamed CSV or XLSX with the list's columns (contracts' `proveedorColumns`,
// `proveedorProvisorioColumns`).
import { proveedorColumns, proveedorProvisorioColumns } from '@cordillera/contracts'
import { listExportOf } from '../../http/export/list-export.ts'
import { type ProveedorListQuery, proveedorSource } from './proveedor-rows.ts'

export const exportProveedores = listExportOf({
  name: 'proveedores',
  title: 'Proveedores',
  columns: proveedorColumns,
  source: (db, query: ProveedorListQuery) => proveedorSource(db, query, false),
})

export const exportProveedoresProvisorios = listExportOf({
  name: 'proveedores-provisorios',
  title: 'Proveedores provisorios',
  columns: proveedorProvisorioColumns,
  source: (db, query: ProveedorListQuery) => proveedorSource(db, query, true),
})
