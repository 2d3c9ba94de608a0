// GET /v1/contratos/exportar: every contract that matches the list's query, as a streamed CSV or
// XLSX with the list's columns (contracts' `contratoColumns`).
import { contratoColumns } from '@cordillera/contracts'
import { listExportOf } from '../../http/export/list-export.ts'
import { contratoSource } from './contrato-rows.ts'

export const exportContratos = listExportOf({
  name: 'contratos',
  title: 'Contratos',
  columns: contratoColumns,
  source: contratoSource,
})
