// The columns of edp-generados (every tab) and of its export; the site client's list shows the same.
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
  razonSocialColumn,
} from '../common/columns.ts'
import { type EdpRow, ESTADO_EDP_LABEL, type ListEdpQuery } from './edp.ts'

export const edpColumns = defineColumns<EdpRow, ListEdpQuery>()([
  folioColumn(),
  {
    id: 'contrato',
    header: 'Contrato',
    value: (row) => row.contrato.folio,
  },
  razonSocialColumn<EdpRow>(),
  obraColumn<EdpRow>(),
  periodoColumn('periodoDesde', (row: EdpRow) => [row.periodoDesde, row.periodoHasta]),
  numeroColumn('revision', 'Revisión'),
  {
    id: 'moneda',
    header: 'Moneda del contrato',
    value: (row) => row.moneda,
    defaultHidden: true,
  },
  ...montosColumns<EdpRow>(),
  {
    id: 'ordenCompra',
    header: 'Orden de compra',
    value: (row) => row.ordenCompra,
    defaultHidden: true,
  },
  { id: 'hes', header: 'HES', value: (row) => row.hes, defaultHidden: true },
  labelColumn('estado', 'Estado', ESTADO_EDP_LABEL, { sortable: true }),
  creadoColumn(),
  modificadoColumn(),
])
