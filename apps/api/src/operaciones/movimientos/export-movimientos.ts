// GET /v1/movimientos/exportar: every movement matching the history's query, as a streamed CSV or
// XLSX with the history's columns (contracts' `movimientoColumns`).
import { movimientoColumns } from '@cordillera/contracts'
import { listExportOf } from '../../http/export/list-export.ts'
import { type MovimientoListQuery, movimientoSource } from './movimiento-rows.ts'

export const exportMovimientos = listExportOf({
  name: 'movimientos',
  title: 'Movimientos',
  columns: movimientoColumns,
  source: (db, query: MovimientoListQuery) => movimientoSource(db, query),
})
