// A dashboard: figures and charts over a period kept in the URL (`desde`, `hasta`, and any filter
// of its own), so a link or the back button shows the same. The shell is the page's header, the
// period picker (and the filters beside it), the API answer's three states (QueryView) and the
// row of figures; each dashboard declares its default period, its query and what it shows. The
// charts' library arrives after the figures (the kit's charts load their drawing on demand).
import { fechaEnSantiago, type Periodo, sumarDias } from '@cordillera/contracts'
import type { Connection } from '@cordillera/data-client'
import { href, type RouteName } from '@cordillera/permissions'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { cn } from '@cordillera/ui/lib/cn'
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import type { ListRoute } from './detail-screen.tsx'
import { routeTitle } from './entity-screens.ts'
import { PeriodoPicker } from './periodo-picker.tsx'
import { QueryView, type QueryViewProps } from './query-view.tsx'
import { useApi } from './use-portal-api.ts'

/** The ends of the period the URL gives (each may be missing). */
export type PeriodoDado = { desde: string | null; hasta: string | null }

/** A dashboard's default period: the `dias` days up to the end given (today unless given). */
export const ultimosDias =
  (dias: number) =>
  (given: PeriodoDado, hoy: string): Periodo => {
    const hasta = given.hasta ?? hoy
    return { desde: given.desde ?? sumarDias(hasta, 1 - dias), hasta }
  }

/**
 * The dashboard's period from the URL, completed by `defaultPeriodo` (given today in Santiago),
 * and `update`, which writes values into the URL (an empty one removes its parameter) without a
 * new history entry.
 */
export function useDashboardParams(defaultPeriodo: (given: PeriodoDado, hoy: string) => Periodo) {
  const [params, setParams] = useSearchParams()
  const given = { desde: params.get('desde'), hasta: params.get('hasta') }
  const periodo = defaultPeriodo(given, fechaEnSantiago(new Date()))
  const update = (patch: Readonly<Record<string, string | undefined>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [name, value] of Object.entries(patch)) {
          if (value) next.set(name, value)
          else next.delete(name)
        }
        return next
      },
      { replace: true },
    )
  return { periodo, params, update }
}

export type DashboardScreenProps<T> = Pick<QueryViewProps<T>, 'query' | 'back' | 'thing'> & {
  title: string
  description: string
  periodo: Periodo
  onPeriodoChange: (periodo: Periodo) => void
  /** Fields beside the period (a tipo, a flota…). */
  filters?: ReactNode
  children: (data: T) => ReactNode
}

export function DashboardScreen<T>({
  title,
  description,
  periodo,
  onPeriodoChange,
  filters,
  query,
  back,
  thing,
  children,
}: DashboardScreenProps<T>) {
  const picker = <PeriodoPicker value={periodo} onChange={onPeriodoChange} />
  return (
    <div className="grid gap-6">
      <PageHeader title={title} description={description} />
      {filters ? (
        <div className="flex flex-wrap items-end gap-4">
          {picker}
          {filters}
        </div>
      ) : (
        picker
      )}
      <QueryView query={query} back={back} thing={thing}>
        {children}
      </QueryView>
    </div>
  )
}

export type DashboardFigure = { label: string; value: string; detail: string }

/** The dashboard's figures, a card each: what it counts, the number, and of what or when. */
export function DashboardFigures({
  label,
  figures,
  className,
}: {
  /** The section's name for assistive technology: "Cifras del periodo". */
  label: string
  figures: readonly DashboardFigure[]
  /** The grid's columns per width. */
  className?: string
}) {
  return (
    <section aria-label={label} className={cn('grid gap-3 sm:grid-cols-2', className)}>
      {figures.map((figure) => (
        <Card key={figure.label} className="gap-1 py-4">
          <CardHeader className="px-4">
            <CardTitle className="font-normal text-muted-foreground text-sm">
              {figure.label}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-1 px-4">
            <span className="font-semibold text-2xl tabular-nums">{figure.value}</span>
            <span className="text-muted-foreground text-xs">{figure.detail}</span>
          </CardContent>
        </Card>
      ))}
    </section>
  )
}

/**
 * A dashboard's route module, declared once: titled by its route, its period from the URL or
 * `periodo`'s default, its query for that period, and what it shows; a period the API refuses
 * leads back to the route without one ("Ver el mes en curso").
 *   export default dashboardRoute({ route: 'operadores-dashboard', description, periodo, query,
 *     back: 'Ver el mes en curso', Dashboard })
 */
export function dashboardRoute<T>({
  route,
  description,
  periodo: defaultPeriodo,
  query,
  back,
  Dashboard,
}: {
  route: ListRoute & RouteName
  description: string
  /** The period when the URL gives none (or only one end), given today in Santiago. */
  periodo: (given: PeriodoDado, hoy: string) => Periodo
  query: (api: Connection, periodo: Periodo) => UseQueryOptions<T, Error, T, QueryKey>
  /** The way back's words from a period the API refuses. */
  back: string
  Dashboard: ComponentType<{ dashboard: T }>
}) {
  return function DashboardRoute() {
    const api = useApi()
    const { periodo, update } = useDashboardParams(defaultPeriodo)
    const answer = useQuery(query(api, periodo))
    return (
      <DashboardScreen
        title={routeTitle(route)}
        description={description}
        periodo={periodo}
        onPeriodoChange={update}
        query={answer}
        back={{ to: (href as (name: RouteName) => string)(route), label: back }}
        thing="El periodo pedido"
      >
        {(dashboard) => <Dashboard dashboard={dashboard} />}
      </DashboardScreen>
    )
  }
}
