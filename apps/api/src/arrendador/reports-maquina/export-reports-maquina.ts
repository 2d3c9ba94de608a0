// GET /v1/arrendador/reports-maquina/exportar: every signed report of the lessor's machines the
// list's query matches, as a streamed CSV or XLSX with the list's columns.
import { reportMaquinaColumns } from '@cordillera/contracts'
import { listExportOf } from '../../http/export/list-export.ts'
import { type ReportMaquinaListQuery, reportMaquinaSource } from './report-maquina-rows.ts'

export const exportReportsMaquina = listExportOf({
  name: 'reports-maquinas',
  title: 'Reports de mis máquinas',
  columns: reportMaquinaColumns,
  source: (db, query: ReportMaquinaListQuery & { proveedorId: string }) =>
    reportMaquinaSource(db, query.proveedorId, query),
})
