// GET /v1/usuarios/exportar: every user the list's query matches, as a streamed CSV or XLSX with
// the list's columns (contracts' `usuarioColumns`).
import { usuarioColumns } from '@cordillera/contracts'
import { listExportOf } from '../../http/export/list-export.ts'
import { usuarioSource } from './usuario-rows.ts'

export const exportUsuarios = listExportOf({
  name: 'usuarios',
  title: 'Usuarios',
  columns: usuarioColumns,
  source: usuarioSource,
})
