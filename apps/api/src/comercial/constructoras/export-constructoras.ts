// GET …/exportar: every one of the constructoras that match the list's query, as a streamed CSV
// or XLSX with the list's columns (contracts' `constructoraColumns`).
import { constructoraColumns } from '@cordillera/contracts'
import { listExportOf } from '../../http/export/list-export.ts'
import { constructoraSource } from './constructora-rows.ts'

export const exportConstructoras = listExportOf({
  name: 'constructoras',
  title: 'Constructoras',
  columns: constructoraColumns,
  source: constructoraSource,
})
