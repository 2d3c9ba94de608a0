// GET /v1/edp-externos (listar and gestionar, by estado, obra, proveedor and period) and its export
// (CSV or XLSX with the list's columns).
import { edpExternoColumns } from '@cordillera/contracts'
import { listOf } from '../../db/list/list-page.ts'
import { listExportOf } from '../../http/export/list-export.ts'
import { edpExternoSource } from './edp-externo-rows.ts'

export const listEdpExternos = listOf(edpExternoSource)

export const exportEdpExternos = listExportOf({
  name: 'edp-externos',
  title: 'EDP externos',
  columns: edpExternoColumns,
  source: edpExternoSource,
})
