// GET /v1/control-equipos/exportar: every asset on rent matching the control's query, as a
// streamed CSV or XLSX with the control's columns (contracts' `controlEquipoColumns`).
import { controlEquipoColumns } from '@cordillera/contracts'
import { listExportOf } from '../../http/export/list-export.ts'
import { type ControlEquipoListQuery, controlEquipoSource } from './control-equipo-rows.ts'

export const exportControlEquipos = listExportOf({
  name: 'control-equipos',
  title: 'Control de equipos',
  columns: controlEquipoColumns,
  source: (db, query: ControlEquipoListQuery) => controlEquipoSource(db, query),
})
