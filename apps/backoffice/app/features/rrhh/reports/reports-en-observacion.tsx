// reports/en-observacion: every operator's reports HR put en observación, with what must be
// corrected, paged and sorted by the API and filtered by operador and obra. Each leads to its edit
// screen (this screen's own key) and to the operator's history with the report open.
import { equipoReportText, type ReportRow, reportObservadoColumns } from '@cordillera/contracts'
import { rrhhQueries } from '@cordillera/data-client/rrhh'
import { routeByName } from '@cordillera/permissions'
import {
  ListScreen,
  linkCell,
  RowLink,
  tableColumns,
  useApi,
  useCan,
  useListScreen,
  withSelectFilters,
} from '@cordillera/portal/screens'
import { formatDate, formatDateTime } from '@cordillera/ui/format'
import { useNavigate } from 'react-router'
import { editarReportHref, historialHref } from '../common/report-links.ts'
import { useOpcionesVistas } from './report-filters.tsx'
import { horasText } from './report-parts.tsx'

function columnsFor(historialTo: (row: ReportRow) => string | undefined) {
  return tableColumns(reportObservadoColumns, {
    numero: linkCell(
      (row: ReportRow) => row.folio,
      (row) => editarReportHref(row.operador.id, row.id),
    ),
    operadorId: (row: ReportRow) => <RowLink to={historialTo(row)}>{row.operador.nombre}</RowLink>,
    fecha: (row: ReportRow) => (
      <span className="whitespace-nowrap tabular-nums">{formatDate(row.fecha)}</span>
    ),
    activoId: (row: ReportRow) => (
      <span className="whitespace-nowrap">{equipoReportText(row)}</span>
    ),
    horasTrabajadas: (row: ReportRow) => (
      <span className="tabular-nums">{horasText(row.horasTrabajadas)}</span>
    ),
    observacion: (row: ReportRow) => (
      <span className="line-clamp-3 min-w-48 whitespace-pre-line">{row.observacion}</span>
    ),
    estadoDesde: (row: ReportRow) => (
      <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.estadoDesde)}</span>
    ),
  })
}

export default function ReportsEnObservacion() {
  const api = useApi()
  const can = useCan()
  const navigate = useNavigate()
  const list = useListScreen({
    queries: rrhhQueries(api).reports.observados,
    defaults: { sort: { id: 'fecha', desc: false } },
  })
  const historialKey = routeByName('operadores-historial-report').key
  const conHistorial = can(historialKey)
  const operadores = useOpcionesVistas(list.table.rows, (row) => ({
    value: row.operador.id,
    label: row.operador.nombre,
  }))
  const obras = useOpcionesVistas(list.table.rows, (row) => ({
    value: row.obra.id,
    label: row.obra.nombre,
  }))
  const columns = withSelectFilters(
    columnsFor((row) => (conHistorial ? historialHref(row.operador.id, row.id) : undefined)),
    { operadorId: operadores, obraId: obras },
  )
  return (
    <ListScreen
      list={list}
      title="Reports en observación"
      description="Reports que RRHH devolvió con algo que corregir, de todos los operadores. Una vez corregidos, el operador los firma de nuevo."
      columns={columns}
      rowLabel={(row) => `${row.folio} de ${row.operador.nombre}`}
      searchPlaceholder="Buscar por folio o código del equipo"
      rowActions={[
        {
          id: 'corregir',
          label: 'Corregir',
          key: routeByName('operadores-report-editar').key,
          onSelect: (row) => void navigate(editarReportHref(row.operador.id, row.id)),
        },
        {
          id: 'historial',
          label: 'Ver en el historial del operador',
          key: historialKey,
          onSelect: (row) => void navigate(historialHref(row.operador.id, row.id)),
        },
      ]}
    />
  )
}
