// GET /v1/activos/exportar: every one of the assets that match the list's query, as a streamed
// CSV or XLSX with the list's columns (contracts' `activoColumns`).
import { activoColumns } from '@cordillera/contracts'
import { listExportOf } from '../../http/export/list-export.ts'
import { type ActivoListQuery, activoSource } from './activo-rows.ts'

export const exportActivos = listExportOf({
  name: 'activos',
  title: 'Activos',
  columns: activoColumns,
  source: (db, query: ActivoListQuery) => activoSource(db, query),
})
