// The columns of the solicitudes lists: staff's and the site client's (which hides the origen),
// and logistics' queue (solicitudes-pendientes: only the tipos and estados it holds).
import {
  creadoColumn,
  defineColumns,
  fechaText,
  folioColumn,
  modificadoColumn,
  selectFilter,
} from '../common/columns.ts'
import type { ListSolicitudesQuery, SolicitudRow } from './solicitud.ts'
import type { ListSolicitudesPendientesQuery } from './solicitud-pendiente.ts'
import { ESTADOS_SOLICITUD_PENDIENTE, TIPOS_SOLICITUD_LOGISTICA } from './solicitud-pendiente.ts'
import {
  ESTADO_SOLICITUD_LABEL,
  ESTADOS_SOLICITUD,
  ORIGEN_SOLICITUD_LABEL,
  ORIGENES_SOLICITUD,
  TIPO_SOLICITUD_LABEL,
  TIPOS_SOLICITUD,
} from './vocabulary.ts'

const folio = folioColumn<SolicitudRow>()
const obra = {
  id: 'obra',
  header: 'Obra',
  value: (row: SolicitudRow) => `${row.obra.codigo} ${row.obra.nombre}`,
} as const
const contrato = {
  id: 'contrato',
  header: 'Contrato',
  value: (row: SolicitudRow) => row.contrato?.folio ?? null,
} as const
const fechaRequerida = {
  id: 'fechaRequerida',
  header: 'Para el',
  value: (row: SolicitudRow) => fechaText(row.fechaRequerida),
  sortable: true,
} as const
const itemsCount = {
  id: 'itemsCount',
  header: 'Ítems',
  value: (row: SolicitudRow) => row.itemsCount,
  align: 'end',
} as const

export const solicitudColumns = defineColumns<SolicitudRow, ListSolicitudesQuery>()([
  folio,
  {
    id: 'tipo',
    header: 'Tipo',
    value: (row) => TIPO_SOLICITUD_LABEL[row.tipo],
    filter: selectFilter(TIPOS_SOLICITUD, TIPO_SOLICITUD_LABEL),
  },
  {
    id: 'origen',
    header: 'Origen',
    value: (row) => ORIGEN_SOLICITUD_LABEL[row.origen],
    filter: selectFilter(ORIGENES_SOLICITUD, ORIGEN_SOLICITUD_LABEL),
  },
  obra,
  contrato,
  fechaRequerida,
  itemsCount,
  {
    id: 'solicitante',
    header: 'Solicitante',
    value: (row) => row.solicitante?.nombre ?? null,
    defaultHidden: true,
  },
  {
    id: 'estado',
    header: 'Estado',
    value: (row) => ESTADO_SOLICITUD_LABEL[row.estado],
    sortable: true,
    filter: selectFilter(ESTADOS_SOLICITUD, ESTADO_SOLICITUD_LABEL),
  },
  creadoColumn(),
  modificadoColumn(),
])

/** Logistics' queue: the most urgent first, only what logistics carries out. */
export const solicitudPendienteColumns = defineColumns<
  SolicitudRow,
  ListSolicitudesPendientesQuery
>()([
  fechaRequerida,
  folio,
  {
    id: 'tipo',
    header: 'Tipo',
    value: (row) => TIPO_SOLICITUD_LABEL[row.tipo],
    filter: selectFilter(TIPOS_SOLICITUD_LOGISTICA, TIPO_SOLICITUD_LABEL),
  },
  obra,
  contrato,
  itemsCount,
  {
    id: 'estado',
    header: 'Estado',
    value: (row) => ESTADO_SOLICITUD_LABEL[row.estado],
    sortable: true,
    filter: selectFilter(ESTADOS_SOLICITUD_PENDIENTE, ESTADO_SOLICITUD_LABEL),
  },
])
