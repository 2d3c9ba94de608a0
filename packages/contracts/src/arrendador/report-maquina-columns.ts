// The columns of the signed reports of a lessor's machines (arrendador portal), for its table and
// its export.
import {
  defineColumns,
  fechaColumn,
  folioColumn,
  numeroColumn,
  obraColumn,
} from '../common/columns.ts'
import { JORNADA_LABEL, MOTIVO_DETENCION_LABEL } from '../common/vocabulary.ts'
import {
  ESTADO_REPORT_MAQUINA_LABEL,
  type ListReportsMaquinaQuery,
  type ReportMaquinaRow,
} from './report-maquina.ts'

export const reportMaquinaColumns = defineColumns<ReportMaquinaRow, ListReportsMaquinaQuery>()([
  folioColumn(),
  fechaColumn('fecha', 'Fecha'),
  { id: 'jornada', header: 'Jornada', value: (row) => JORNADA_LABEL[row.jornada] },
  { id: 'activo', header: 'Equipo', value: (row) => `${row.activo.codigo} ${row.activo.modelo}` },
  obraColumn(),
  numeroColumn('horometroInicio', 'Horómetro inicial'),
  numeroColumn('horometroFin', 'Horómetro final'),
  numeroColumn('horasTrabajadas', 'Horas trabajadas'),
  numeroColumn('horasStandBy', 'Horas stand-by'),
  numeroColumn('horasDetenidas', 'Horas detenidas'),
  {
    id: 'motivoDetencion',
    header: 'Motivo de detención',
    value: (row) => (row.motivoDetencion ? MOTIVO_DETENCION_LABEL[row.motivoDetencion] : null),
    defaultHidden: true,
  },
  { id: 'actividades', header: 'Actividades', value: (row) => row.actividades },
  {
    id: 'estado',
    header: 'Estado',
    value: (row) => ESTADO_REPORT_MAQUINA_LABEL[row.estado],
  },
])
