// GET …/exportar: every one of the grupos cliente that match the list's query, as a streamed CSV
// or XLSX with the list's columns (contracts' `grupoClienteColumns`).
import { grupoClienteColumns } from '@cordillera/contracts'
import { listExportOf } from '../../http/export/list-export.ts'
import { grupoClienteSource } from './grupo-cliente-rows.ts'

export const exportGruposCliente = listExportOf({
  name: 'grupos-cliente',
  title: 'Grupos cliente',
  columns: grupoClienteColumns,
  source: grupoClienteSource,
})
