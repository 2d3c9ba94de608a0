// The columns of the daily reports' lists (docs/modules.md, "Lists"): an operator's history
// (HR's `operadores/:id/historial-report`) and HR's queue of reports en observación. The equipo
// and obra columns carry the route's filter names as ids (`activoId`, `obraId`): their choices
// are not a closed list, so each screen gives them its options.
import {
  creadoColumn,
  defineColumns,
  fechaColumn,
  fechaHoraText,
  folioColumn,
  labelColumn,
  modificadoColumn,
  numeroColumn,
} from '../common/columns.ts'
import type { ListReportsObservadosQuery, ListReportsQuery, ReportRow } from './report.ts'
import { ESTADO_REPORT_LABEL, JORNADA_LABEL } from './vocabulary.ts'

/** The asset as a report names it: `EX-012 Excavadora`. */
export const equipoReportText = (row: Pick<ReportRow, 'activo'>): string =>
  `${row.activo.codigo} ${row.activo.tipo}`

const folio = folioColumn<ReportRow>()

const fecha = fechaColumn('fecha', 'Fecha')

const jornada = {
  id: 'jornada',
  header: 'Jornada',
  value: (row: ReportRow) => JORNADA_LABEL[row.jornada],
} as const

const equipo = { id: 'activoId', header: 'Equipo', value: equipoReportText } as const
const obra = { id: 'obraId', header: 'Obra', value: (row: ReportRow) => row.obra.nombre } as const

const horasTrabajadas = numeroColumn('horasTrabajadas', 'Horas trabajadas')

export const reportColumns = defineColumns<ReportRow, ListReportsQuery>()([
  folio,
  fecha,
  jornada,
  equipo,
  obra,
  horasTrabajadas,
  numeroColumn('horasStandBy', 'Stand-by'),
  numeroColumn('horasDetenidas', 'Detenidas'),
  labelColumn('estado', 'Estado', ESTADO_REPORT_LABEL, { sortable: true }),
  { id: 'firmadoEn', header: 'Firmado en', value: (row) => fechaHoraText(row.firmadoEn) },
  creadoColumn(),
  modificadoColumn(),
])

/** The queue en observación: whose report it is and what HR asked to correct. */
export const reportObservadoColumns = defineColumns<ReportRow, ListReportsObservadosQuery>()([
  folio,
  { id: 'operadorId', header: 'Operador', value: (row) => row.operador.nombre },
  fecha,
  jornada,
  equipo,
  obra,
  horasTrabajadas,
  { id: 'observacion', header: 'Observación', value: (row) => row.observacion },
  {
    id: 'estadoDesde',
    header: 'En observación desde',
    value: (row) => fechaHoraText(row.estadoDesde),
  },
])
