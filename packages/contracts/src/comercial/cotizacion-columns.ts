// The columns of the cotizaciones list (docs/modules.md, "Lists"). The list exports a chosen
// quotation as a PDF (its row action), not the list as a file.
import {
  creadoColumn,
  defineColumns,
  fechaColumn,
  fechaText,
  folioColumn,
  labelColumn,
  modificadoColumn,
  monedaColumn,
  numeroColumn,
  obraColumn,
  razonSocialColumn,
} from '../common/columns.ts'
import { formatMonto } from '../money-text.ts'
import type { CotizacionRow, ListCotizacionesQuery } from './cotizacion.ts'
import { ESTADO_COTIZACION_LABEL } from './vocabulary.ts'

export const cotizacionColumns = defineColumns<CotizacionRow, ListCotizacionesQuery>()([
  folioColumn(),
  fechaColumn('fecha', 'Fecha'),
  razonSocialColumn(),
  obraColumn(),
  monedaColumn(),
  numeroColumn('itemsCount', 'Ítems'),
  {
    id: 'total',
    header: 'Total',
    value: (row) => formatMonto(row.total, row.moneda),
    sortable: true,
    align: 'end',
  },
  {
    id: 'validaHasta',
    header: 'Válida hasta',
    value: (row) => fechaText(row.validaHasta),
    defaultHidden: true,
  },
  labelColumn('estado', 'Estado', ESTADO_COTIZACION_LABEL, { sortable: true }),
  creadoColumn(),
  modificadoColumn(),
])
