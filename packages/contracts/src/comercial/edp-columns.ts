// The columns of edp-generados (every tab) and of its export; the site client's list shows the same.
import {
  creadoColumn,
  defineColumns,
  fechaText,
  folioColumn,
  labelColumn,
  modificadoColumn,
  obraColumn,
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
  {
    id: 'periodoDesde',
    header: 'Período',
    value: (row) => `${fechaText(row.periodoDesde)} – ${fechaText(row.periodoHasta)}`,
    sortable: true,
  },
  { id: 'revision', header: 'Revisión', value: (row) => row.revision, align: 'end' },
  {
    id: 'moneda',
    header: 'Moneda del contrato',
    value: (row) => row.moneda,
    defaultHidden: true,
  },
  { id: 'neto', header: 'Neto', value: (row) => row.neto, align: 'end', defaultHidden: true },
  { id: 'iva', header: 'IVA', value: (row) => row.iva, align: 'end', defaultHidden: true },
  { id: 'total', header: 'Total', value: (row) => row.total, align: 'end', sortable: true },
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
