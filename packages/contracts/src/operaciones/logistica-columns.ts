// The columns of logistics' lists (docs/modules.md, "Lists"): where every asset is, the assets in
// the workshop, and the assets on rent per contract (whose export writes these same values).
import {
  codigoColumn,
  contratoColumn,
  defineColumns,
  estadoActivoColumn,
  fechaColumn,
  fechaHoraColumn,
  fechaHoraText,
  numeroColumn,
  obraCodigoNombre,
  obraColumn,
  razonSocialColumn,
  selectFilter,
} from '../common/columns.ts'
import { UNIDAD_COBRO_LABEL } from '../common/vocabulary.ts'
import type {
  ActivoEnTallerRow,
  ControlEquipoRow,
  ListActivosEnTallerQuery,
  ListControlEquiposQuery,
  ListLogisticaActivosQuery,
  LogisticaActivoRow,
} from './logistica.ts'
import { SITUACION_EQUIPO_LABEL, SITUACIONES_EQUIPO } from './logistica.ts'
import { TIPO_MOVIMIENTO_LABEL } from './vocabulary.ts'

export { obraCodigoNombre }

const marcaModelo = (row: { marca: { nombre: string }; modelo: string }) =>
  `${row.marca.nombre} ${row.modelo}`

export const logisticaActivoColumns = defineColumns<
  LogisticaActivoRow,
  ListLogisticaActivosQuery
>()([
  codigoColumn(),
  { id: 'tipoActivo', header: 'Tipo', value: (row) => row.tipoActivo.nombre },
  { id: 'marcaModelo', header: 'Marca y modelo', value: marcaModelo },
  estadoActivoColumn(),
  fechaHoraColumn('estadoDesde', 'Desde'),
  { id: 'obraActual', header: 'Obra', value: (row) => obraCodigoNombre(row.obraActual) },
  {
    id: 'ultimoMovimiento',
    header: 'Último movimiento',
    value: (row) =>
      row.ultimoMovimiento &&
      `${TIPO_MOVIMIENTO_LABEL[row.ultimoMovimiento.tipo]} ${fechaHoraText(row.ultimoMovimiento.fecha)}`,
  },
  {
    id: 'guiaDespacho',
    header: 'Guía de despacho',
    value: (row) => row.ultimoMovimiento?.guiaDespacho ?? null,
    align: 'end',
  },
  {
    id: 'responsable',
    header: 'Responsable',
    value: (row) => row.ultimoMovimiento?.responsable ?? null,
  },
  {
    id: 'flota',
    header: 'Flota',
    value: (row) => row.flota?.nombre ?? null,
    defaultHidden: true,
  },
])

export const activoEnTallerColumns = defineColumns<ActivoEnTallerRow, ListActivosEnTallerQuery>()([
  codigoColumn(),
  { id: 'tipoActivo', header: 'Tipo', value: (row) => row.tipoActivo.nombre },
  { id: 'marcaModelo', header: 'Marca y modelo', value: marcaModelo },
  fechaHoraColumn('estadoDesde', 'En taller desde'),
  numeroColumn('diasEnTaller', 'Días en taller'),
  { id: 'motivo', header: 'Motivo', value: (row) => row.ingreso?.observaciones ?? null },
  {
    id: 'desde',
    header: 'Viene de',
    value: (row) => (row.ingreso ? (obraCodigoNombre(row.ingreso.desdeObra) ?? 'Bodega') : null),
  },
  { id: 'responsable', header: 'Responsable', value: (row) => row.ingreso?.responsable ?? null },
])

export const controlEquipoColumns = defineColumns<ControlEquipoRow, ListControlEquiposQuery>()([
  contratoColumn(),
  obraColumn({ sortable: true }),
  razonSocialColumn(),
  {
    id: 'activo',
    header: 'Activo',
    value: (row) => row.activo.codigo,
    sortable: true,
    hideable: false,
  },
  { id: 'tipoActivo', header: 'Tipo', value: (row) => row.activo.tipoActivo.nombre },
  fechaColumn('fechaEntrega', 'Entrega'),
  numeroColumn('diasEnArriendo', 'Días en arriendo'),
  { id: 'horometro', header: 'Horómetro', value: (row) => row.activo.horometro, align: 'end' },
  { id: 'unidadCobro', header: 'Cobro', value: (row) => UNIDAD_COBRO_LABEL[row.unidadCobro] },
  {
    id: 'situacion',
    header: 'Situación',
    value: (row) =>
      row.situacion === 'en-otra-obra' && row.activo.obraActual
        ? `${SITUACION_EQUIPO_LABEL[row.situacion]} (${row.activo.obraActual.codigo})`
        : SITUACION_EQUIPO_LABEL[row.situacion],
    filter: selectFilter(SITUACIONES_EQUIPO, SITUACION_EQUIPO_LABEL),
  },
])
