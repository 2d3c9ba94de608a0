// The columns of the solicitudes lists: staff's and the site client's (which hides the origen).
import { creadoColumn, defineColumns, fechaText, modificadoColumn } from '../common/columns.ts'
import type { ListSolicitudesQuery, SolicitudRow } from './solicitud.ts'
import {
  ESTADO_SOLICITUD_LABEL,
  ESTADOS_SOLICITUD,
  ORIGEN_SOLICITUD_LABEL,
  ORIGENES_SOLICITUD,
  TIPO_SOLICITUD_LABEL,
  TIPOS_SOLICITUD,
} from './vocabulary.ts'

export const solicitudColumns = defineColumns<SolicitudRow, ListSolicitudesQuery>()([
  { id: 'numero', header: 'Folio', value: (row) => row.folio, sortable: true, hideable: false },
  {
    id: 'tipo',
    header: 'Tipo',
    value: (row) => TIPO_SOLICITUD_LABEL[row.tipo],
    filter: {
      type: 'select',
      options: TIPOS_SOLICITUD.map((tipo) => ({ value: tipo, label: TIPO_SOLICITUD_LABEL[tipo] })),
    },
  },
  {
    id: 'origen',
    header: 'Origen',
    value: (row) => ORIGEN_SOLICITUD_LABEL[row.origen],
    filter: {
      type: 'select',
      options: ORIGENES_SOLICITUD.map((origen) => ({
        value: origen,
        label: ORIGEN_SOLICITUD_LABEL[origen],
      })),
    },
  },
  { id: 'obra', header: 'Obra', value: (row) => `${row.obra.codigo} ${row.obra.nombre}` },
  { id: 'contrato', header: 'Contrato', value: (row) => row.contrato?.folio ?? null },
  {
    id: 'fechaRequerida',
    header: 'Para el',
    value: (row) => fechaText(row.fechaRequerida),
    sortable: true,
  },
  { id: 'itemsCount', header: 'Ítems', value: (row) => row.itemsCount, align: 'end' },
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
    filter: {
      type: 'select',
      options: ESTADOS_SOLICITUD.map((estado) => ({
        value: estado,
        label: ESTADO_SOLICITUD_LABEL[estado],
      })),
    },
  },
  creadoColumn(),
  modificadoColumn(),
])
