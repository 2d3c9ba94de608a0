// The columns of the contratos lists (all, vigentes, terminados) and their export.
import {
  creadoColumn,
  defineColumns,
  fechaColumn,
  folioColumn,
  labelColumn,
  modificadoColumn,
  monedaColumn,
  numeroColumn,
  obraColumn,
  razonSocialColumn,
} from '../common/columns.ts'
import type { ContratoRow, ListContratosQuery } from './contrato.ts'
import { ESTADO_CONTRATO_LABEL } from './vocabulary.ts'

export const contratoColumns = defineColumns<ContratoRow, ListContratosQuery>()([
  folioColumn(),
  razonSocialColumn(),
  obraColumn(),
  {
    id: 'cotizacion',
    header: 'Cotización',
    value: (row) => row.cotizacion?.folio ?? null,
    defaultHidden: true,
  },
  monedaColumn(),
  {
    id: 'ordenCompra',
    header: 'Orden de compra',
    value: (row) => row.ordenCompra,
    defaultHidden: true,
  },
  fechaColumn('fechaInicio', 'Inicio'),
  fechaColumn('fechaTermino', 'Término'),
  numeroColumn('activosEnArriendo', 'Activos en arriendo'),
  numeroColumn('solicitudesPendientes', 'Solicitudes pendientes'),
  labelColumn('estado', 'Estado', ESTADO_CONTRATO_LABEL),
  creadoColumn(),
  modificadoColumn(),
])
