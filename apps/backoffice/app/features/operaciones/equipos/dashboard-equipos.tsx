// dashboard-equipos (operaciones): how much of the time the fleet was on rent over a period (the
// last 365 days unless chosen; `desde`/`hasta` in the URL) — for the whole fleet, per tipo, per
// flota and per month — and the fleet now: assets by estado, the longest in the workshop and why,
// documents expired or about to. Each chart carries its figures as a table ("Ver datos en
// tabla"); assets and their documents link to their screens for whoever may open them.
import {
  DASHBOARD_DIAS_DEFAULT,
  type DashboardEquipos,
  ESTADO_ACTIVO_LABEL,
  estadoVencimiento,
  mesText,
  TIPO_DOCUMENTO_ACTIVO_LABEL,
  type Utilizacion,
} from '@cordillera/contracts'
import { operacionesQueries } from '@cordillera/data-client/operaciones'
import { href, routeByName } from '@cordillera/permissions'
import {
  ActivoCodigo,
  DashboardFigures,
  dashboardRoute,
  RowLink,
  Tabla,
  ultimosDias,
  useCan,
} from '@cordillera/portal/screens'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { BarChart } from '@cordillera/ui/components/charts/bar-chart'
import { LineChart } from '@cordillera/ui/components/charts/line-chart'
import { formatDate, formatDateTime, formatNumber } from '@cordillera/ui/format'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { EstadoActivoBadge, VencimientoBadge } from '../common/badges.tsx'

/** A fraction as a percentage with one decimal: 0.625 → "62,5 %"; "—" without days owned. */
export function porcentaje(fraction: number | null): string {
  return fraction === null ? '—' : `${formatNumber(fraction * 100, { maxDecimals: 1 })} %`
}

export default dashboardRoute({
  route: 'dashboard-equipos',
  description:
    'Utilización de la flota (días en arriendo sobre días propios), taller, documentos por vencer y activos por estado.',
  periodo: ultimosDias(DASHBOARD_DIAS_DEFAULT),
  query: (api, periodo) => operacionesQueries(api).dashboardEquipos(periodo),
  back: 'Ver los últimos 365 días',
  Dashboard,
})

function Dashboard({ dashboard }: { dashboard: DashboardEquipos }) {
  const porTipo = [...dashboard.porTipo].sort(
    (a, b) => (b.utilizacion ?? -1) - (a.utilizacion ?? -1),
  )
  const porFlota = dashboard.porFlota.map((row) => ({
    ...row,
    nombre: row.flota?.nombre ?? 'Sin flota',
  }))
  const [masUsado] = porTipo
  const porVencer = dashboard.documentos.vencidos + dashboard.documentos.porVencer
  return (
    <>
      <DashboardFigures
        label="Cifras de la flota"
        className="lg:grid-cols-4"
        figures={[
          {
            label: 'Utilización de la flota',
            value: porcentaje(dashboard.flota.utilizacion),
            detail: `${formatNumber(dashboard.flota.diasArriendo)} de ${formatNumber(dashboard.flota.diasPropios)} días, del ${formatDate(dashboard.desde)} al ${formatDate(dashboard.hasta)}`,
          },
          {
            label: 'Activos',
            value: formatNumber(
              dashboard.porEstado.reduce((total, row) => total + row.cantidad, 0),
            ),
            detail: 'Hoy, sin los eliminados',
          },
          { label: 'En taller', value: formatNumber(dashboard.taller.cantidad), detail: 'Hoy' },
          {
            label: 'Documentos vencidos o por vencer',
            value: formatNumber(porVencer),
            detail: `${formatNumber(dashboard.documentos.vencidos)} vencidos, ${formatNumber(dashboard.documentos.porVencer)} por vencer en 30 días`,
          },
        ]}
      />

      <Card>
        <CardHeader>
          <CardTitle>Activos por estado</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label="Activos por estado">
            {dashboard.porEstado.map((row) => (
              <li key={row.estado} className="flex items-center gap-2">
                <EstadoActivoBadge estado={row.estado} />
                <span className="font-medium tabular-nums">{formatNumber(row.cantidad)}</span>
                <span className="sr-only">{ESTADO_ACTIVO_LABEL[row.estado]}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <div className="grid items-start gap-6 xl:grid-cols-2">
        <BarChart
          title="Utilización por tipo de activo"
          summary={
            masUsado && masUsado.utilizacion !== null
              ? `${masUsado.tipoActivo.nombre} es el tipo más arrendado (${porcentaje(masUsado.utilizacion)}).`
              : undefined
          }
          data={porTipo.map((row) => ({
            tipo: row.tipoActivo.nombre,
            utilizacion: row.utilizacion,
          }))}
          index="tipo"
          indexLabel="Tipo"
          series={[{ key: 'utilizacion', label: 'Utilización' }]}
          format={porcentaje}
          horizontal
          height={Math.max(200, 48 + porTipo.length * 28)}
        />
        <BarChart
          title="Utilización por flota"
          data={porFlota.map((row) => ({ flota: row.nombre, utilizacion: row.utilizacion }))}
          index="flota"
          indexLabel="Flota"
          series={[{ key: 'utilizacion', label: 'Utilización' }]}
          format={porcentaje}
          horizontal
          height={Math.max(200, 48 + porFlota.length * 28)}
        />
      </div>

      <LineChart
        title="Utilización por mes"
        summary={`Días en arriendo sobre días propios de toda la flota, mes a mes, del ${formatDate(dashboard.desde)} al ${formatDate(dashboard.hasta)}.`}
        data={dashboard.porMes.map((mes) => ({
          mes: mesText(mes.mes),
          utilizacion: mes.utilizacion,
        }))}
        index="mes"
        indexLabel="Mes"
        series={[{ key: 'utilizacion', label: 'Utilización' }]}
        format={porcentaje}
      />

      <Card>
        <CardHeader>
          <CardTitle>Días en arriendo y días propios</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <UsoTabla
            caption="Días en arriendo y propios por tipo de activo"
            first="Tipo"
            rows={porTipo.map((row) => ({
              key: row.tipoActivo.id,
              name: row.tipoActivo.nombre,
              uso: row,
            }))}
          />
          <UsoTabla
            caption="Días en arriendo y propios por flota"
            first="Flota"
            rows={porFlota.map((row) => ({
              key: row.flota?.id ?? 'sin-flota',
              name: row.nombre,
              uso: row,
            }))}
          />
        </CardContent>
      </Card>

      <div className="grid items-start gap-6 xl:grid-cols-2">
        <Taller dashboard={dashboard} />
        <Documentos dashboard={dashboard} />
      </div>
    </>
  )
}

function UsoTabla({
  caption,
  first,
  rows,
}: {
  caption: string
  first: string
  rows: readonly { key: string; name: string; uso: Utilizacion }[]
}) {
  return (
    <div className="grid gap-2">
      <h3 className="font-medium text-sm">{caption}</h3>
      <Tabla
        caption={caption}
        columns={[
          { header: first },
          { header: 'Activos', numeric: true },
          { header: 'Días en arriendo', numeric: true },
          { header: 'Días propios', numeric: true },
          { header: 'Utilización', numeric: true },
        ]}
        rows={rows.map(({ key, name, uso }) => ({
          key,
          cells: [
            name,
            formatNumber(uso.activos),
            formatNumber(uso.diasArriendo),
            formatNumber(uso.diasPropios),
            porcentaje(uso.utilizacion),
          ],
        }))}
      />
    </div>
  )
}

function Taller({ dashboard }: { dashboard: DashboardEquipos }) {
  const can = useCan()
  const canTaller = can(routeByName('activos-en-taller').key)
  return (
    <Card>
      <CardHeader>
        <CardTitle>En taller hace más tiempo</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Tabla
          caption="Activos en taller hace más tiempo"
          empty="No hay activos en taller."
          columns={[
            { header: 'Activo' },
            { header: 'Tipo' },
            { header: 'Desde' },
            { header: 'Motivo' },
          ]}
          rows={dashboard.taller.activos.map((activo) => ({
            key: activo.id,
            cells: [
              <ActivoCodigo key="codigo" activo={activo} />,
              activo.tipoActivo.nombre,
              <span key="desde" className="whitespace-nowrap tabular-nums">
                {formatDateTime(activo.desde)}
              </span>,
              activo.motivo ?? <span className="text-muted-foreground">Sin observaciones</span>,
            ],
          }))}
        />
        {canTaller && dashboard.taller.cantidad > 0 ? (
          <MasLink to={href('activos-en-taller')}>
            Ver todos los activos en taller ({formatNumber(dashboard.taller.cantidad)})
          </MasLink>
        ) : null}
      </CardContent>
    </Card>
  )
}

function Documentos({ dashboard }: { dashboard: DashboardEquipos }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Documentos vencidos o por vencer</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabla
          caption="Documentos vencidos o por vencer, los más próximos primero"
          empty="Ningún documento vencido ni por vencer."
          columns={[
            { header: 'Activo' },
            { header: 'Documento' },
            { header: 'Vence' },
            { header: 'Estado' },
          ]}
          rows={dashboard.documentos.proximos.map((documento) => ({
            key: documento.id,
            cells: [
              <ActivoCodigo key="activo" activo={documento.activo} />,
              <span key="documento">
                <RowLink route="activos-documentos" id={documento.activo.id}>
                  {TIPO_DOCUMENTO_ACTIVO_LABEL[documento.tipo]}
                  {documento.numero ? ` ${documento.numero}` : ''}
                </RowLink>
              </span>,
              <span key="vence" className="whitespace-nowrap tabular-nums">
                {formatDate(documento.vence)}
              </span>,
              <VencimientoBadge
                key="estado"
                estado={estadoVencimiento(documento.vence, dashboard.hoy)}
              />,
            ],
          }))}
        />
      </CardContent>
    </Card>
  )
}

function MasLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-sm underline-offset-4 hover:underline">
      {children}
    </Link>
  )
}
