// operadores/:id/historial-report: one operator's reports, newest day first, paged, sorted and
// filtered by the API (estado, equipo, obra and the days). A report's detail — every field, all
// its signatures checked against its content, its observación and its history, with Validar and
// Poner en observación for a firmado one — opens over the list as `?report=<id>`, so it can be
// linked. Editar only shows on reports that still change; Eliminar takes the history's own key
// (decision 037), so whoever sees the history may use it (the API refuses a validado one and the
// dialog says why).
import {
  equipoReportText,
  isEstadoEditable,
  type ReportRow,
  reportColumns,
} from '@cordillera/contracts'
import { rrhhApi, rrhhQueries } from '@cordillera/data-client/rrhh'
import { routeByName } from '@cordillera/permissions'
import {
  ListScreen,
  linkClass,
  tableColumns,
  useApi,
  useCan,
  useListScreen,
  withSelectFilters,
} from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { formatDate, formatDateTime } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams, useSearchParams } from 'react-router'
import { editarReportHref, REPORT_PARAM } from '../common/report-links.ts'
import { ReportDetalleSheet } from './report-detalle.tsx'
import { PeriodoFiltro, useOpcionesVistas } from './report-filters.tsx'
import { horasText } from './report-parts.tsx'

const horasCell = (of: (row: ReportRow) => number) => (row: ReportRow) => (
  <span className="tabular-nums">{horasText(of(row))}</span>
)

function columnsFor(detalleTo: (row: ReportRow) => string) {
  return tableColumns(reportColumns, {
    numero: (row: ReportRow) => (
      <Link to={detalleTo(row)} className={`whitespace-nowrap font-medium ${linkClass}`}>
        {row.folio}
      </Link>
    ),
    fecha: (row: ReportRow) => (
      <span className="whitespace-nowrap tabular-nums">{formatDate(row.fecha)}</span>
    ),
    activoId: (row: ReportRow) => (
      <span className="whitespace-nowrap">{equipoReportText(row)}</span>
    ),
    horasTrabajadas: horasCell((row) => row.horasTrabajadas),
    horasStandBy: horasCell((row) => row.horasStandBy),
    horasDetenidas: horasCell((row) => row.horasDetenidas),
    estado: (row: ReportRow) => <EstadoBadge estado={row.estado} />,
    firmadoEn: (row: ReportRow) =>
      row.firmadoEn ? (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.firmadoEn)}</span>
      ) : null,
  })
}

export default function ReportsHistorial() {
  const { id = '' } = useParams()
  const api = useApi()
  const can = useCan()
  const [params, setParams] = useSearchParams()
  const queries = rrhhQueries(api).reports
  const list = useListScreen({
    queries: queries.deOperador(id),
    defaults: { sort: { id: 'fecha', desc: true } },
  })
  const { table } = list
  // The operator and his assignments, for whoever may write his reports.
  const opciones = useQuery({
    ...queries.opciones(id),
    enabled: can(routeByName('operadores-report-crear').key),
  })
  const asignaciones = opciones.data?.asignaciones ?? []
  const equipos = useOpcionesVistas(
    table.rows,
    (row) => ({ value: row.activo.id, label: equipoReportText(row) }),
    asignaciones.map((asignacion) => ({
      value: asignacion.activo.id,
      label: `${asignacion.activo.codigo} ${asignacion.activo.tipo}`,
    })),
  )
  const obras = useOpcionesVistas(
    table.rows,
    (row) => ({ value: row.obra.id, label: row.obra.nombre }),
    asignaciones.map((asignacion) => ({
      value: asignacion.obra.id,
      label: asignacion.obra.nombre,
    })),
  )
  const nombre = opciones.data?.operador.nombre ?? table.rows[0]?.operador.nombre

  const abierto = params.get(REPORT_PARAM)
  const detalleSearch = (reportId: string | null) => {
    const next = new URLSearchParams(params)
    if (reportId) next.set(REPORT_PARAM, reportId)
    else next.delete(REPORT_PARAM)
    return next
  }
  const columns = withSelectFilters(
    columnsFor((row) => `?${detalleSearch(row.id)}`),
    { activoId: equipos, obraId: obras },
  )

  return (
    <ListScreen
      list={list}
      queries={queries}
      title={nombre ? `Reports de ${nombre}` : 'Historial de reports'}
      description="Los reports diarios del operador, del día más reciente al más antiguo: ábralos para ver sus firmas, validarlos o ponerlos en observación."
      label="Reports del operador"
      columns={columns}
      rowLabel={(row) => row.folio}
      searchPlaceholder="Buscar por folio o código del equipo"
      above={<PeriodoFiltro state={table.state} onStateChange={table.onStateChange} />}
      create={{ route: 'operadores-report-crear', params: { id }, label: 'Nuevo report' }}
      rowActions={[
        {
          id: 'ver',
          label: 'Ver detalle',
          key: routeByName('operadores-historial-report').key,
          onSelect: (row) => setParams(detalleSearch(row.id)),
        },
      ]}
      actions={{
        route: 'operadores-historial-report',
        edit: (row) => editarReportHref(id, row.id),
        delete: {
          title: 'Eliminar report',
          describe: (row) =>
            `¿Eliminar ${row.folio} del ${formatDate(row.fecha)} (${equipoReportText(row)})? Un report validado no se elimina.`,
          call: (row) => rrhhApi(api).reports.delete(id, row.id, row.version),
          done: (row) => `${row.folio} se eliminó.`,
        },
        // A firmado or validado report no longer changes.
        visible: { edit: (row) => isEstadoEditable(row.estado) },
      }}
      below={
        abierto ? (
          <ReportDetalleSheet
            operadorId={id}
            reportId={abierto}
            onClose={() => setParams(detalleSearch(null), { replace: true })}
          />
        ) : null
      }
    />
  )
}
