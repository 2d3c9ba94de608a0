// The columns of the equipos de pago list and its export: one row per contract item on rent in
// the period. The tarifa is a number (a spreadsheet sums it) beside its moneda.
import {
  contratoColumn,
  defineColumns,
  fechaText,
  labelColumn,
  numeroColumn,
  obraColumn,
  razonSocialColumn,
} from '../common/columns.ts'
import { UNIDAD_COBRO_LABEL } from '../common/vocabulary.ts'
import type { EquipoDePagoRow, ListEquiposDePagoQuery } from './equipos-de-pago.ts'

/** What the hours column says of an hour-billed item until the daily reports exist. */
export const SIN_PARTES_DIARIOS = 'Sin partes diarios aún'

export const equipoDePagoColumns = defineColumns<EquipoDePagoRow, ListEquiposDePagoQuery>()([
  contratoColumn(),
  obraColumn({ sortable: true }),
  razonSocialColumn(),
  { id: 'activo', header: 'Activo', value: (row) => row.activo.codigo, hideable: false },
  { id: 'tipoActivo', header: 'Tipo', value: (row) => row.activo.tipoActivo.nombre },
  labelColumn('unidadCobro', 'Unidad de cobro', UNIDAD_COBRO_LABEL),
  numeroColumn('tarifa', 'Tarifa'),
  { id: 'moneda', header: 'Moneda', value: (row) => row.contrato.moneda },
  { id: 'fechaEntrega', header: 'Entrega', value: (row) => fechaText(row.fechaEntrega) },
  { id: 'fechaRetiro', header: 'Retiro', value: (row) => fechaText(row.fechaRetiro) },
  {
    id: 'desde',
    header: 'Desde (periodo)',
    value: (row) => fechaText(row.desde),
    defaultHidden: true,
  },
  {
    id: 'hasta',
    header: 'Hasta (periodo)',
    value: (row) => fechaText(row.hasta),
    defaultHidden: true,
  },
  {
    id: 'dias',
    header: 'Días en arriendo',
    value: (row) => row.dias,
    sortable: true,
    align: 'end',
  },
  {
    id: 'horas',
    header: 'Horas',
    value: (row) => row.horas ?? (row.unidadCobro === 'hora' ? SIN_PARTES_DIARIOS : null),
    align: 'end',
  },
])
