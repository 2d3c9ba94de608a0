// edp-dashboard (comercial): the estados de pago of a period (the last 365 days unless chosen;
// `desde`/`hasta` in the URL) — how many and how much in each stage, the oldest still waiting and
// for how long, the obras that bill most and how much of it is approved, month by month, and this
// month's billed against approved. Each chart carries its figures as a table; a waiting EDP links
// to edp-generados searching its folio, for whoever may read that list.
import {
  EDP_DASHBOARD_DIAS_DEFAULT,
  type EdpDashboard,
  ESTADO_EDP_LABEL,
  mesText,
} from '@cordillera/contracts'
import { comercialQueries } from '@cordillera/data-client/comercial'
import { href } from '@cordillera/permissions'
import {
  DashboardFigures,
  dashboardRoute,
  RowLink,
  Tabla,
  ultimosDias,
  useCan,
} from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { BarChart, type BarChartProps } from '@cordillera/ui/components/charts/bar-chart'
import { formatClp, formatDate, formatNumber } from '@cordillera/ui/format'

/** What the EDPs of each category (an obra, a month) bill, in pesos: and how much the obra approved. */
function FacturadoChart<Row extends { total: number; aprobado: number }>({
  rows,
  index,
  category,
  ...chart
}: Omit<BarChartProps, 'data' | 'series' | 'format'> & {
  rows: readonly Row[]
  /** The category's words for a row. */
  category: (row: Row) => string
}) {
  return (
    <BarChart
      {...chart}
      data={rows.map((row) => ({
        [index]: category(row),
        total: row.total,
        aprobado: row.aprobado,
      }))}
      index={index}
      series={[
        { key: 'total', label: 'Facturado' },
        { key: 'aprobado', label: 'Aprobado' },
      ]}
      format="clp"
    />
  )
}

const cantidadText = (cantidad: number) => `${formatNumber(cantidad)} EDP`

export default dashboardRoute({
  route: 'edp-dashboard',
  description:
    'Los estados de pago por etapa, los que esperan hace más tiempo, por obra y por mes, y lo facturado contra lo aprobado.',
  periodo: ultimosDias(EDP_DASHBOARD_DIAS_DEFAULT),
  query: (api, periodo) => comercialQueries(api).edp.dashboard(periodo),
  back: 'Ver los últimos 365 días',
  Dashboard,
})

export function Dashboard({ dashboard }: { dashboard: EdpDashboard }) {
  const can = useCan()
  const canList = can('comercial/listar-edp')
  const enEspera = dashboard.porEstado.filter((row) => row.estado !== 'aprobado-obra')
  const esperando = enEspera.reduce((sum, row) => sum + row.cantidad, 0)
  const montoEsperando = enEspera.reduce((sum, row) => sum + row.total, 0)
  const { facturado, aprobado } = dashboard.esteMes
  const [masAntiguo] = dashboard.antiguedad
  return (
    <>
      <DashboardFigures
        label="Cifras de los EDP"
        className="lg:grid-cols-4"
        figures={[
          {
            label: 'EDP del período',
            value: formatNumber(dashboard.porEstado.reduce((sum, row) => sum + row.cantidad, 0)),
            detail: `Con período desde el ${formatDate(dashboard.desde)} al ${formatDate(dashboard.hasta)}`,
          },
          {
            label: 'En espera de aprobación',
            value: formatClp(montoEsperando),
            detail: `${cantidadText(esperando)} en revisión comercial u obra`,
          },
          {
            label: 'Facturado este mes',
            value: formatClp(facturado.total),
            detail: `${cantidadText(facturado.cantidad)} creados`,
          },
          {
            label: 'Aprobado este mes',
            value: formatClp(aprobado.total),
            detail: `${cantidadText(aprobado.cantidad)} aprobados por la obra`,
          },
        ]}
      />

      <div className="grid items-start gap-6 xl:grid-cols-2">
        <BarChart
          title="Monto por etapa"
          summary={`${cantidadText(esperando)} esperan aprobación por ${formatClp(montoEsperando)}.`}
          data={dashboard.porEstado.map((row) => ({
            etapa: ESTADO_EDP_LABEL[row.estado],
            total: row.total,
            cantidad: row.cantidad,
          }))}
          index="etapa"
          indexLabel="Etapa"
          series={[{ key: 'total', label: 'Total' }]}
          format="clp"
          horizontal
          height={Math.max(200, 48 + dashboard.porEstado.length * 32)}
        />
        <FacturadoChart
          title="Obras que más facturan"
          summary="Lo facturado por obra y cuánto de ello está aprobado."
          rows={dashboard.porObra}
          index="obra"
          indexLabel="Obra"
          category={(row) => `${row.obra.codigo} ${row.obra.nombre}`}
          horizontal
          height={Math.max(200, 48 + dashboard.porObra.length * 40)}
        />
      </div>

      <FacturadoChart
        title="Facturado y aprobado por mes"
        summary={`Por mes del período de cada EDP, del ${formatDate(dashboard.desde)} al ${formatDate(dashboard.hasta)}.`}
        rows={dashboard.porMes}
        index="mes"
        indexLabel="Mes"
        category={(row) => mesText(row.mes)}
      />

      <Card>
        <CardHeader>
          <CardTitle>Esperan hace más tiempo</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {masAntiguo ? (
            <p className="text-sm">
              El más antiguo, {masAntiguo.folio}, lleva {formatNumber(masAntiguo.dias)}{' '}
              {masAntiguo.dias === 1 ? 'día' : 'días'} en{' '}
              {ESTADO_EDP_LABEL[masAntiguo.estado].toLowerCase()}.
            </p>
          ) : null}
          <Tabla
            caption="EDP en espera, los más antiguos primero"
            empty="No hay EDP en espera."
            columns={[
              { header: 'EDP' },
              { header: 'Obra' },
              { header: 'Etapa' },
              { header: 'Días en la etapa', numeric: true },
              { header: 'Total', numeric: true },
            ]}
            rows={dashboard.antiguedad.map((row) => ({
              key: row.id,
              cells: [
                <span key="folio" className="whitespace-nowrap tabular-nums">
                  {/* The figures do not name the EDP's contract: the list finds it by folio. */}
                  <RowLink
                    to={
                      canList
                        ? `${href('edp-generados')}?q=${encodeURIComponent(row.folio)}`
                        : undefined
                    }
                  >
                    {row.folio}
                  </RowLink>
                </span>,
                `${row.obra.codigo} ${row.obra.nombre}`,
                <EstadoBadge key="estado" estado={row.estado} />,
                formatNumber(row.dias),
                formatClp(row.total),
              ],
            }))}
          />
        </CardContent>
      </Card>
    </>
  )
}
