// The columns of the solicitudes lists: staff's and the site client's (which hides the origen),
// and logistics' queue (solicitudes-pendientes: only the tipos and estados it holds).
import {
  creadoColumn,
  defineColumns,
  fechaColumn,
  folioColumn,
  labelColumn,
  modificadoColumn,
  numeroColumn,
  obraColumn,
} from '../common/columns.ts'
import type { ListSolicitudesQuery, SolicitudRow } from './solicitud.ts'
import type { ListSolicitudesPendientesQuery } from './solicitud-pendiente.ts'
import { ESTADOS_SOLICITUD_PENDIENTE, TIPOS_SOLICITUD_LOGISTICA } from './solicitud-pendiente.ts'
import {
  ESTADO_SOLICITUD_LABEL,
  ORIGEN_SOLICITUD_LABEL,
  TIPO_SOLICITUD_LABEL,
} from './vocabulary.ts'

const folio = folioColumn<SolicitudRow>()
const obra = obraColumn<SolicitudRow>()
const contrato = {
  id: 'contrato',
  header: 'Contrato',
  value: (row: SolicitudRow) => row.contrato?.folio ?? null,
} as const
const fechaRequerida = fechaColumn('fechaRequerida', 'Para el')
const itemsCount = numeroColumn('itemsCount', 'Ítems')

export const solicitudColumns = defineColumns<SolicitudRow, ListSolicitudesQuery>()([
  folio,
  labelColumn('tipo', 'Tipo', TIPO_SOLICITUD_LABEL),
  labelColumn('origen', 'Origen', ORIGEN_SOLICITUD_LABEL),
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
  labelColumn('estado', 'Estado', ESTADO_SOLICITUD_LABEL, { sortable: true }),
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
  labelColumn('tipo', 'Tipo', TIPO_SOLICITUD_LABEL, { values: TIPOS_SOLICITUD_LOGISTICA }),
  obra,
  contrato,
  itemsCount,
  labelColumn('estado', 'Estado', ESTADO_SOLICITUD_LABEL, {
    values: ESTADOS_SOLICITUD_PENDIENTE,
    sortable: true,
  }),
])
