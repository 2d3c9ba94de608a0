// The columns of the external EDPs' list (listar and gestionar) and of its export.
import {
  creadoColumn,
  defineColumns,
  fechaText,
  folioColumn,
  labelColumn,
  modificadoColumn,
  obraColumn,
} from '../common/columns.ts'
import type { EdpExternoRow, ListEdpExternosQuery } from './edp-externo.ts'
import { ESTADO_EDP_EXTERNO_LABEL } from './edp-externo-vocabulary.ts'

export const edpExternoColumns = defineColumns<EdpExternoRow, ListEdpExternosQuery>()([
  folioColumn(),
  {
    id: 'proveedor',
    header: 'Proveedor',
    value: (row) => row.proveedor.razonSocial,
  },
  obraColumn<EdpExternoRow>(),
  {
    id: 'fechaInicio',
    header: 'Período',
    value: (row) => `${fechaText(row.fechaInicio)} – ${fechaText(row.fechaFin)}`,
    sortable: true,
  },
  { id: 'revision', header: 'Revisión', value: (row) => row.revision, align: 'end' },
  { id: 'neto', header: 'Neto', value: (row) => row.neto, align: 'end', defaultHidden: true },
  { id: 'iva', header: 'IVA', value: (row) => row.iva, align: 'end', defaultHidden: true },
  { id: 'total', header: 'Total', value: (row) => row.total, align: 'end', sortable: true },
  labelColumn('estado', 'Estado', ESTADO_EDP_EXTERNO_LABEL, { sortable: true }),
  {
    id: 'solicitudesPendientes',
    header: 'Ajustes pendientes',
    value: (row) => row.solicitudesPendientes,
    align: 'end',
  },
  creadoColumn(),
  modificadoColumn(),
])
