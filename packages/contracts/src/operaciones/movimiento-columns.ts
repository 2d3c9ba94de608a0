// The columns of the movements' history and its export (docs/modules.md, "Lists").
import {
  creadoColumn,
  defineColumns,
  fechaHoraText,
  labelColumn,
  numeroColumn,
} from '../common/columns.ts'
import { ESTADO_ACTIVO_LABEL } from '../common/vocabulary.ts'
import type { ListMovimientosQuery, LugarMovimientoRow, MovimientoRow } from './movimiento.ts'
import { LUGAR_MOVIMIENTO_LABEL, TIPO_MOVIMIENTO_LABEL } from './vocabulary.ts'

/** `Bodega`, `Taller`, or the obra as `OB-0001 Edificio Central`. */
export function lugarMovimientoText(lugar: LugarMovimientoRow): string {
  return lugar.obra === null
    ? LUGAR_MOVIMIENTO_LABEL[lugar.lugar]
    : `${lugar.obra.codigo} ${lugar.obra.nombre}`
}

export const movimientoColumns = defineColumns<MovimientoRow, ListMovimientosQuery>()([
  {
    id: 'fecha',
    header: 'Fecha',
    value: (row) => fechaHoraText(row.fecha),
    sortable: true,
    hideable: false,
  },
  { id: 'activo', header: 'Activo', value: (row) => row.activo.codigo },
  labelColumn('tipo', 'Movimiento', TIPO_MOVIMIENTO_LABEL),
  { id: 'desde', header: 'Desde', value: (row) => lugarMovimientoText(row.desde) },
  { id: 'hasta', header: 'Hasta', value: (row) => lugarMovimientoText(row.hasta) },
  numeroColumn('guiaDespacho', 'Guía de despacho'),
  { id: 'transportista', header: 'Transportista', value: (row) => row.transportista },
  { id: 'responsable', header: 'Responsable', value: (row) => row.responsable },
  {
    id: 'estadoResultante',
    header: 'Estado resultante',
    value: (row) => ESTADO_ACTIVO_LABEL[row.estadoResultante],
  },
  {
    id: 'observaciones',
    header: 'Observaciones',
    value: (row) => row.observaciones,
    defaultHidden: true,
  },
  {
    id: 'autor',
    header: 'Registrado por',
    value: (row) => row.autor?.nombre ?? null,
    defaultHidden: true,
  },
  creadoColumn('Registrado'),
])
