// rrhh/operadores-dashboard: what the daily reports record over a period (the current month unless
// chosen; `desde`/`hasta` in the URL) — hours worked, in stand-by and stopped, per operator, asset,
// obra and day, and the reports by estado — and HR's queue now: the reports still to sign and
// those observed, the oldest of each. Each chart carries its figures as a table ("Ver datos en
// tabla"); a report leads to its operator's history for whoever may open it.
import {
  type DashboardOperadores,
  ESTADO_REPORT_LABEL,
  type HorasReports,
  JORNADA_LABEL,
  mesDe,
  type ReportPendiente,
} from '@cordillera/contracts'
import { rrhhQueries } from '@cordillera/data-client/rrhh'
import { href, routeByName } from '@cordillera/permissions'
import {
  DashboardFigures,
  dashboardRoute,
  type RelatedColumn,
  RelatedRowsCard,
  RowLink,
  useCan,
} from '@cordillera/portal/screens'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { BarChart } from '@cordillera/ui/components/charts/bar-chart'
import { PieChart } from '@cordillera/ui/components/charts/pie-chart'
import { formatDate, formatNumber } from '@cordillera/ui/format'
import { historialHref } from '../common/report-links.ts'

/** Hours as Chile writes them: "1.234,5 h". */
export const horasText = (value: number) => `${formatNumber(value, { maxDecimals: 1 })} h`

/** The charts of assets and obras show this many, the most hours first. */
export const CHART_MAX = 15

const SERIES = [
  { key: 'trabajadas', label: 'Trabajadas' },
  { key: 'standBy', label: 'Stand-by' },
  { key: 'detenidas', label: 'Detenidas' },
] as const

const serie = (row: HorasReports) => ({
  trabajadas: row.horasTrabajadas,
  standBy: row.horasStandBy,
  detenidas: row.horasDetenidas,
})

export default dashboardRoute({
  route: 'operadores-dashboard',
  description:
    'Horas registradas en los reports del periodo por operador, equipo, obra y día, y los reports que esperan firma o corrección.',
  periodo: (given, hoy) => {
    const mes = mesDe(given.desde ?? given.hasta ?? hoy)
    return { desde: given.desde ?? mes.desde, hasta: given.hasta ?? mes.hasta }
  },
  query: (api, periodo) => rrhhQueries(api).dashboardOperadores(periodo),
  back: 'Ver el mes en curso',
  Dashboard,
})

function Dashboard({ dashboard }: { dashboard: DashboardOperadores }) {
  const { totales, pendientes } = dashboard
  const periodo = `del ${formatDate(dashboard.desde)} al ${formatDate(dashboard.hasta)}`
  const [masHoras] = dashboard.porOperador
  return (
    <>
      <DashboardFigures
        label="Cifras del periodo"
        className="lg:grid-cols-3 xl:grid-cols-6"
        figures={[
          {
            label: 'Horas trabajadas',
            value: horasText(totales.horasTrabajadas),
            detail: `${formatNumber(totales.reports)} reports, ${periodo}`,
          },
          { label: 'Horas en stand-by', value: horasText(totales.horasStandBy), detail: periodo },
          { label: 'Horas detenidas', value: horasText(totales.horasDetenidas), detail: periodo },
          {
            label: 'Operadores con reports',
            value: formatNumber(totales.operadores),
            detail: `en ${formatNumber(totales.activos)} equipos`,
          },
          {
            label: 'Por firmar',
            value: formatNumber(pendientes.porFirmar),
            detail: 'Hoy, en borrador',
          },
          {
            label: 'En observación',
            value: formatNumber(pendientes.enObservacion),
            detail: 'Hoy, por corregir',
          },
        ]}
      />

      <HorasChart
        por="Operador"
        summary={
          masHoras
            ? `${masHoras.operador.nombre} registró más horas trabajadas (${horasText(masHoras.horasTrabajadas)}) ${periodo}.`
            : `Sin reports ${periodo}.`
        }
        rows={dashboard.porOperador}
        nombre={(row) => row.operador.nombre}
      />

      <div className="grid items-start gap-6 xl:grid-cols-2">
        <HorasChart
          por="Equipo"
          rows={dashboard.porActivo}
          nombre={(row) => `${row.activo.codigo} ${row.activo.tipo}`}
          primeros={`Los ${CHART_MAX} equipos`}
        />
        <HorasChart
          por="Obra"
          rows={dashboard.porObra}
          nombre={(row) => `${row.obra.codigo} ${row.obra.nombre}`}
          primeros={`Las ${CHART_MAX} obras`}
        />
      </div>

      <div className="grid items-start gap-6 xl:grid-cols-3">
        <BarChart
          className="xl:col-span-2"
          title="Horas por día"
          summary={`Horas registradas cada día, ${periodo}.`}
          data={dashboard.porDia.map((row) => ({
            dia: formatDate(row.fecha).slice(0, 5),
            ...serie(row),
          }))}
          index="dia"
          indexLabel="Día"
          series={SERIES}
          format={horasText}
          stacked
        />
        <PieChart
          title="Reports por estado"
          summary={`${formatNumber(totales.reports)} reports ${periodo}.`}
          data={dashboard.porEstado.map((row) => ({
            name: ESTADO_REPORT_LABEL[row.estado],
            value: row.reports,
          }))}
          nameLabel="Estado"
          valueLabel="Reports"
          donut
        />
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Horas por estado del report</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label="Horas trabajadas por estado">
            {dashboard.porEstado.map((row) => (
              <li key={row.estado} className="flex items-baseline gap-2">
                <span className="text-muted-foreground text-sm">
                  {ESTADO_REPORT_LABEL[row.estado]}
                </span>
                <span className="font-medium tabular-nums">{horasText(row.horasTrabajadas)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <div className="grid items-start gap-6 xl:grid-cols-2">
        <Pendientes
          title="Por firmar, los más antiguos"
          total={pendientes.porFirmar}
          rows={pendientes.porFirmarMasAntiguos}
          empty={{
            title: 'Nada por firmar',
            description: 'Los operadores firmaron todos sus reports.',
          }}
        />
        <Pendientes
          title="En observación, los más antiguos"
          total={pendientes.enObservacion}
          rows={pendientes.enObservacionMasAntiguos}
          observados
          empty={{
            title: 'Nada en observación',
            description: 'Ningún report espera corrección.',
          }}
        />
      </div>
    </>
  )
}

/**
 * One stacked horizontal bar per row (an operator, an asset, an obra): its hours by kind, titled
 * "Horas por equipo" with the rows' name (`por`) in the table's header. With `primeros` the chart
 * shows the first CHART_MAX rows (the API sends the most hours first) and, when there are more,
 * says what it leaves out: "Los 15 equipos con más horas de 40."
 */
function HorasChart<Row extends HorasReports>({
  por,
  summary,
  rows: todas,
  nombre,
  primeros,
}: {
  por: string
  summary?: string
  rows: readonly Row[]
  nombre: (row: Row) => string
  primeros?: string
}) {
  const rows = primeros ? todas.slice(0, CHART_MAX) : todas
  return (
    <BarChart
      title={`Horas por ${por.toLowerCase()}`}
      summary={
        primeros && todas.length > CHART_MAX
          ? `${primeros} con más horas de ${formatNumber(todas.length)}.`
          : summary
      }
      data={rows.map((row) => ({ nombre: nombre(row), ...serie(row) }))}
      index="nombre"
      indexLabel={por}
      series={SERIES}
      format={horasText}
      stacked
      horizontal
      height={Math.max(200, 48 + rows.length * 32)}
    />
  )
}

function Pendientes({
  title,
  total,
  rows,
  observados = false,
  empty,
}: {
  title: string
  total: number
  rows: readonly ReportPendiente[]
  observados?: boolean
  empty: { title: string; description: string }
}) {
  const can = useCan()
  const canHistorial = can(routeByName('operadores-historial-report').key)
  const canObservados = can(routeByName('reports-en-observacion').key)
  const columns: RelatedColumn<ReportPendiente>[] = [
    {
      header: 'Report',
      className: 'whitespace-nowrap tabular-nums',
      cell: (report) => (
        <RowLink to={canHistorial ? historialHref(report.operador.id, report.id) : undefined}>
          {report.folio}
        </RowLink>
      ),
    },
    {
      header: 'Día',
      className: 'whitespace-nowrap tabular-nums',
      cell: (report) =>
        `${formatDate(report.fecha)} ${JORNADA_LABEL[report.jornada].toLowerCase()}`,
    },
    { header: 'Operador', cell: (report) => report.operador.nombre },
    {
      header: 'Equipo',
      className: 'whitespace-nowrap tabular-nums',
      cell: (report) => report.activo.codigo,
    },
    {
      header: 'Obra',
      hideBelow: 'md',
      cell: (report) => `${report.obra.codigo} ${report.obra.nombre}`,
    },
    ...(observados
      ? [
          {
            header: 'Observación',
            cell: (report: ReportPendiente) => report.observacion ?? '—',
          },
        ]
      : []),
  ]
  return (
    <RelatedRowsCard
      title={title}
      total={total}
      rows={rows}
      columns={columns}
      empty={empty}
      list={
        observados && canObservados
          ? {
              href: href('reports-en-observacion'),
              label: 'Ver todos en observación',
              show: 'when-any',
            }
          : undefined
      }
    />
  )
}
