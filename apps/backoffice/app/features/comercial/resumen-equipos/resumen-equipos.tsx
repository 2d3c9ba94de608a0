// resumen-equipos (comercial): how many assets the fleet has in each estado, by tipo and at which
// obras, for the whole fleet or one flota (`?flotaId=`). The counts are cards; the tipos are a
// stacked bar chart (with its data as a table behind "Ver datos en tabla") and a table beside it.
// Each count leads to the logistics list filtered by it only for who may open that list
// (`operaciones/logistica-activos`): commercial users see the numbers without the links.
import {
  ESTADO_ACTIVO_LABEL,
  ESTADOS_ACTIVO,
  type EstadoActivo,
  type FiltersOf,
  type listLogisticaActivosRoute,
  type ResumenEquipos,
} from '@cordillera/contracts'
import { comercialQueries } from '@cordillera/data-client/comercial'
import { href, routeByName } from '@cordillera/permissions'
import { listFilterQuery, QueryView, TableFrame, useApi, useCan } from '@cordillera/portal/screens'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { BarChart } from '@cordillera/ui/components/charts/bar-chart'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { FiltroFlota } from '../common/filtro-select.tsx'

type Filtros = FiltersOf<typeof listLogisticaActivosRoute>
/** Where a count leads: the logistics list filtered by it, or nowhere. */
type LinkTo = (filtros: Filtros) => string | undefined

function Count({ n, to }: { n: number; to: string | undefined }) {
  const text = formatNumber(n)
  return to ? (
    <Link to={to} className="underline-offset-4 hover:underline">
      {text}
    </Link>
  ) : (
    text
  )
}

export default function ResumenEquiposScreen() {
  const api = useApi()
  const can = useCan()
  const [params, setParams] = useSearchParams()
  const flotaId = params.get('flotaId') ?? undefined
  const query = useQuery(comercialQueries(api).resumenEquipos({ flotaId }))
  const canLogistica = can(routeByName('logistica-activos').key)
  const linkTo: LinkTo = (filtros) =>
    canLogistica
      ? href(
          'logistica-activos',
          {},
          listFilterQuery<typeof listLogisticaActivosRoute>({ ...filtros, flotaId }),
        )
      : undefined

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Resumen de equipos"
        description="Cuántos activos hay en cada estado, por tipo y en qué obras."
        actions={
          <FiltroFlota
            value={flotaId}
            options={query.data?.flotas ?? []}
            onChange={(next) => setParams(next ? { flotaId: next } : {})}
            className="flex items-center gap-2"
          />
        }
      />
      <QueryView
        query={query}
        back={{ to: href('resumen-equipos'), label: 'Ver toda la flota' }}
        thing="La flota elegida"
      >
        {(resumen) => <Resumen resumen={resumen} linkTo={linkTo} />}
      </QueryView>
    </div>
  )
}

function Resumen({ resumen, linkTo }: { resumen: ResumenEquipos; linkTo: LinkTo }) {
  // The estados the fleet has assets in, in their usual order (the chart's and table's series).
  const estados = ESTADOS_ACTIVO.filter((estado) => resumen.porEstado[estado] > 0)
  return (
    <>
      <section aria-label="Activos por estado" className="grid gap-3 sm:grid-cols-3 lg:grid-cols-7">
        <CountCard label="Total" n={resumen.total} to={linkTo({})} />
        {ESTADOS_ACTIVO.map((estado) => (
          <CountCard
            key={estado}
            label={ESTADO_ACTIVO_LABEL[estado]}
            n={resumen.porEstado[estado]}
            to={resumen.porEstado[estado] > 0 ? linkTo({ estado }) : undefined}
          />
        ))}
      </section>
      {resumen.total === 0 ? (
        <p className="text-muted-foreground text-sm">No hay activos que contar.</p>
      ) : (
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <TiposChart resumen={resumen} estados={estados} />
          <TiposTable resumen={resumen} estados={estados} linkTo={linkTo} />
        </div>
      )}
      <ObrasCard resumen={resumen} linkTo={linkTo} />
    </>
  )
}

function CountCard({ label, n, to }: { label: string; n: number; to: string | undefined }) {
  return (
    <Card className="gap-1 py-4">
      <CardHeader className="px-4">
        <CardTitle className="font-normal text-muted-foreground text-sm">{label}</CardTitle>
      </CardHeader>
      <CardContent className="px-4 font-semibold text-2xl tabular-nums">
        <Count n={n} to={to} />
      </CardContent>
    </Card>
  )
}

function TiposChart({
  resumen,
  estados,
}: {
  resumen: ResumenEquipos
  estados: readonly EstadoActivo[]
}) {
  const [mayor] = resumen.porTipo
  const data = resumen.porTipo.map((tipo) => ({
    tipo: tipo.tipoActivo.nombre,
    ...tipo.porEstado,
  }))
  return (
    <BarChart
      title="Activos por tipo"
      summary={
        mayor
          ? `${mayor.tipoActivo.nombre} es el tipo con más activos (${formatNumber(mayor.total)}).`
          : undefined
      }
      data={data}
      index="tipo"
      indexLabel="Tipo"
      series={estados.map((estado) => ({ key: estado, label: ESTADO_ACTIVO_LABEL[estado] }))}
      stacked
      horizontal
      height={Math.max(200, 48 + resumen.porTipo.length * 28)}
    />
  )
}

function Table({
  caption,
  head,
  children,
}: {
  caption: string
  head: readonly string[]
  children: ReactNode
}) {
  return (
    <TableFrame caption={caption} className="w-full border-collapse text-left text-sm">
      <thead>
        <tr className="border-b">
          {head.map((cell, index) => (
            <th
              key={cell}
              scope="col"
              className={index === 0 ? 'px-2 py-2 font-medium' : 'px-2 py-2 text-right font-medium'}
            >
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </TableFrame>
  )
}

function TiposTable({
  resumen,
  estados,
  linkTo,
}: {
  resumen: ResumenEquipos
  estados: readonly EstadoActivo[]
  linkTo: LinkTo
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tipos de activo</CardTitle>
      </CardHeader>
      <CardContent>
        <Table
          caption="Activos por tipo y estado"
          head={['Tipo', 'Total', ...estados.map((estado) => ESTADO_ACTIVO_LABEL[estado])]}
        >
          {resumen.porTipo.map((tipo) => {
            const tipoActivoId = tipo.tipoActivo.id
            return (
              <tr key={tipoActivoId} className="border-b last:border-0">
                <th scope="row" className="px-2 py-1.5 font-normal">
                  {tipo.tipoActivo.nombre}
                </th>
                <td className="px-2 py-1.5 text-right font-medium tabular-nums">
                  <Count n={tipo.total} to={linkTo({ tipoActivoId })} />
                </td>
                {estados.map((estado) => (
                  <td key={estado} className="px-2 py-1.5 text-right tabular-nums">
                    <Count
                      n={tipo.porEstado[estado]}
                      to={tipo.porEstado[estado] > 0 ? linkTo({ tipoActivoId, estado }) : undefined}
                    />
                  </td>
                ))}
              </tr>
            )
          })}
        </Table>
      </CardContent>
    </Card>
  )
}

function ObrasCard({ resumen, linkTo }: { resumen: ResumenEquipos; linkTo: LinkTo }) {
  const shown = resumen.porObra.length
  return (
    <Card>
      <CardHeader>
        <CardTitle>Obras con más equipos</CardTitle>
        <p className="text-muted-foreground text-sm">
          {shown === 0
            ? 'Ningún activo está en obra.'
            : shown < resumen.obrasConEquipos
              ? `Las ${formatNumber(shown)} obras con más activos en obra, de ${formatNumber(resumen.obrasConEquipos)} con alguno.`
              : `${resumen.obrasConEquipos === 1 ? 'La obra' : `Las ${formatNumber(shown)} obras`} con activos en obra.`}
        </p>
      </CardHeader>
      {shown > 0 ? (
        <CardContent>
          <Table caption="Activos en obra por obra" head={['Obra', 'En obra']}>
            {resumen.porObra.map(({ obra, cantidad }) => (
              <tr key={obra.id} className="border-b last:border-0">
                <th scope="row" className="px-2 py-1.5 font-normal">
                  <span className="whitespace-nowrap tabular-nums">{obra.codigo}</span>{' '}
                  {obra.nombre}
                </th>
                <td className="px-2 py-1.5 text-right tabular-nums">
                  <Count n={cantidad} to={linkTo({ obraId: obra.id, estado: 'en-obra' })} />
                </td>
              </tr>
            ))}
          </Table>
        </CardContent>
      ) : null}
    </Card>
  )
}
