// GET …/exportar: every one of the razones sociales that match the list's query, as a streamed CSV
// or XLSX with the list's columns (contracts' `razonSocialColumns`).
import { razonSocialColumns } from '@cordillera/contracts'
import { listExportOf } from '../../http/export/list-export.ts'
import { razonSocialSource } from './razon-social-rows.ts'

export const exportRazonesSociales = listExportOf({
  name: 'razones-sociales',
  title: 'Razones sociales',
  columns: razonSocialColumns,
  source: razonSocialSource,
})
