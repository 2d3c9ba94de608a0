// GET …/exportar: every one of the obras that match the list's query, as a streamed CSV
// or XLSX with the list's columns (contracts' `obraColumns`).
import { obraColumns } from '@cordillera/contracts'
import { listExportOf } from '../../http/export/list-export.ts'
import { obraSource } from './obra-rows.ts'

export const exportObras = listExportOf({
  name: 'obras',
  title: 'Obras',
  columns: obraColumns,
  source: obraSource,
})
