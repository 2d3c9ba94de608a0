// GET /v1/edp/exportar: every EDP that matches edp-generados' query (its tab and filters), as a
// streamed CSV or XLSX with the list's columns (`edpColumns`).
import { edpColumns } from '@cordillera/contracts'
import { listExportOf } from '../../http/export/list-export.ts'
import { edpSource } from './edp-rows.ts'

export const exportEdp = listExportOf({
  name: 'edp',
  title: 'EDP generados',
  columns: edpColumns,
  source: edpSource,
})
