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
import { useEntityMutation } from '@cordillera/data-client'
import { routeByName } from '@cordillera/permissions'
import {
  ListError,
  linkClass,
  RouteLinkButton,
  standardRowActions,
  tableColumns,
  useApi,
  useCan,
  useDeleteConfirm,
  useListScreen,
} from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { DataTable, type RowAction } from '@cordillera/ui/components/data-table/data-table'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatDate, formatDateTime } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { editarReportHref, REPORT_PARAM } from '../common/report-links.ts'
import { ReportDetalleSheet } from './report-detalle.tsx'
import { conFiltros, PeriodoFiltro, useOpcionesVistas } from './report-filters.tsx'
import { horasText } from './report-parts.tsx'
import { reportQueries, reportWrites } from './report-queries.ts'

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
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const queries = reportQueries(api)
  const { table, error } = useListScreen({
    queries: queries.deOperador(id),
    defaults: { sort: { id: 'fecha', desc: true } },
  })
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
  const columns = conFiltros(
    columnsFor((row) => `?${detalleSearch(row.id)}`),
    { activoId: equipos, obraId: obras },
  )

  const deleteRow = useEntityMutation(reportWrites, (row: ReportRow) =>
    api.rrhh.reports.delete(id, row.id, row.version),
  )
  const confirmDelete = useDeleteConfirm<ReportRow>({
    title: 'Eliminar report',
    describe: (row) =>
      `¿Eliminar ${row.folio} del ${formatDate(row.fecha)} (${equipoReportText(row)})? Un report validado no se elimina.`,
    deleteRow: (row) => deleteRow.mutateAsync(row),
    done: (row) => `${row.folio} se eliminó.`,
  })
  const ver: RowAction<ReportRow> = {
    id: 'ver',
    label: 'Ver detalle',
    key: routeByName('operadores-historial-report').key,
    onSelect: (row) => setParams(detalleSearch(row.id)),
  }
  const rowActions = [
    ver,
    ...standardRowActions(
      'operadores-historial-report',
      { edit: (row) => editarReportHref(id, row.id), delete: confirmDelete.ask },
      navigate,
    ).map((action) =>
      // A firmado or validado report no longer changes.
      action.id === 'editar'
        ? { ...action, visible: (row: ReportRow) => isEstadoEditable(row.estado) }
        : action,
    ),
  ]
  const createButton = (
    <RouteLinkButton route="operadores-report-crear" params={{ id }} icon={Plus}>
      Nuevo report
    </RouteLinkButton>
  )

  return (
    <div className="grid gap-6">
      <PageHeader
        title={nombre ? `Reports de ${nombre}` : 'Historial de reports'}
        description="Los reports diarios del operador, del día más reciente al más antiguo: ábralos para ver sus firmas, validarlos o ponerlos en observación."
        actions={createButton}
      />
      <PeriodoFiltro state={table.state} onStateChange={table.onStateChange} />
      <ListError error={error} hasRows={table.rows.length > 0} />
      <DataTable<ReportRow>
        label="Reports del operador"
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.folio}
        rowActions={rowActions}
        can={can}
        searchPlaceholder="Buscar por folio o código del equipo"
        emptyAction={createButton}
        {...table}
      />
      {abierto ? (
        <ReportDetalleSheet
          operadorId={id}
          reportId={abierto}
          onClose={() => setParams(detalleSearch(null), { replace: true })}
        />
      ) : null}
      {confirmDelete.dialog}
    </div>
  )
}
