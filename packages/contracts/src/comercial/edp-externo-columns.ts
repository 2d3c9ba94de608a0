// The columns of the external EDPs' list (listar and gestionar) and of its export.
import {
  creadoColumn,
  defineColumns,
  folioColumn,
  labelColumn,
  modificadoColumn,
  montosColumns,
  numeroColumn,
  obraColumn,
  periodoColumn,
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
  periodoColumn('fechaInicio', (row: EdpExternoRow) => [row.fechaInicio, row.fechaFin]),
  numeroColumn('revision', 'Revisión'),
  ...montosColumns<EdpExternoRow>(),
  labelColumn('estado', 'Estado', ESTADO_EDP_EXTERNO_LABEL, { sortable: true }),
  numeroColumn('solicitudesPendientes', 'Ajustes pendientes'),
  creadoColumn(),
  modificadoColumn(),
])
