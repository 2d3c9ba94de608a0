// The card of a detail screen that shows the rows related to it (a razón social's obras, a flota's
// activos, an asset's documents): how many there are in all, the few the detail brings, an empty
// state that says how rows get there, and the way to all of them in their list.

import { type RouteName, routeByName } from '@cordillera/permissions'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { EmptyState } from '@cordillera/ui/components/empty-state'
import { formatNumber } from '@cordillera/ui/format'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ColumnHeaders } from './column-headers.tsx'
import { rowHref } from './entity-screens.ts'
import { linkClass } from './table-columns.tsx'
import { useCan } from './use-portal-api.ts'

export interface RelatedColumn<Row> {
  header: string
  cell: (row: Row) => ReactNode
  /** Classes of the column's cells (not its header): `'whitespace-nowrap tabular-nums'`. */
  className?: string
  /** Hidden on screens narrower than this breakpoint (the column is the least needed). */
  hideBelow?: 'sm' | 'md'
}

export interface RelatedRowsCardProps<Row extends { id: string }> {
  /** The card's heading, followed by the total: "Obras (12)". */
  title: string
  /** The table's name for screen readers; the title when absent. */
  caption?: string
  /** How many related rows there are in all, of which the detail brings `rows`. */
  total: number
  rows: readonly Row[]
  columns: readonly RelatedColumn<Row>[]
  /** How a row is keyed: by its id unless given. */
  rowKey?: (row: Row) => string
  empty: { title: string; description: string }
  /** Beside the heading, e.g. "Gestionar documentos" or "Agregar obra". */
  action?: ReactNode
  /**
   * The related list filtered by the owner (absent when the user cannot open it). `show`:
   * `'when-more'` only when the detail brings fewer rows than there are, `'when-any'` whenever
   * there is at least one.
   */
  list?: { href: string; label: ReactNode; show: 'when-more' | 'when-any' } | undefined
}

// Literal class names, so Tailwind's scan finds them.
const hiddenBelow = { sm: 'hidden sm:table-cell', md: 'hidden md:table-cell' } as const

export function RelatedRowsCard<Row extends { id: string }>({
  title,
  caption = title,
  total,
  rows,
  columns,
  rowKey = (row) => row.id,
  empty,
  action,
  list,
}: RelatedRowsCardProps<Row>) {
  const showList =
    list !== undefined && (list.show === 'when-more' ? total > rows.length : total > 0)
  // The last column has no right padding: the table ends flush with the card's content.
  const padding = (index: number) => (index === columns.length - 1 ? 'py-2' : 'py-2 pr-3')
  const classes = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ')
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>
          {title} <span className="text-muted-foreground">({formatNumber(total)})</span>
        </CardTitle>
        {action}
      </CardHeader>
      <CardContent className="grid gap-3">
        {rows.length === 0 ? (
          <EmptyState title={empty.title} description={empty.description} />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{caption}</caption>
              <thead className="text-left text-muted-foreground">
                <tr>
                  <ColumnHeaders
                    columns={columns}
                    className={(column, index) =>
                      classes(
                        column.hideBelow && hiddenBelow[column.hideBelow],
                        padding(index),
                        'font-medium',
                      )
                    }
                  />
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={rowKey(row)} className="border-t">
                    {columns.map((column, index) => (
                      <td
                        key={column.header}
                        className={classes(
                          column.hideBelow && hiddenBelow[column.hideBelow],
                          column.className,
                          padding(index),
                        )}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {showList ? (
          <Link to={list.href} className={`text-sm ${linkClass}`}>
            {list.label}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  )
}

/**
 * A column naming each related row by a link to its page (`route`, its `:id`), for who may open it:
 *   linkColumn('Folio', 'solicitudes-detalle', (solicitud) => solicitud.folio)
 */
export function linkColumn<Row extends { id: string }>(
  header: string,
  route: RouteName,
  text: (row: Row) => ReactNode,
  column: Pick<RelatedColumn<Row>, 'className' | 'hideBelow'> = {},
): RelatedColumn<Row> {
  return {
    header,
    cell: (row) => (
      <RowLink route={route} id={row.id}>
        {text(row)}
      </RowLink>
    ),
    ...column,
  }
}

/** A related row's name: a link to its screen when `to` is given, plain text otherwise. */
export function RowLink(
  props: { children: ReactNode } & (
    | { to?: string | undefined; route?: undefined }
    /** A row route's page (`contratos-detalle`, its `:id`), linked only for who holds its key. */
    | { route: RouteName; id: string; to?: undefined }
  ),
) {
  const can = useCan()
  const { children } = props
  const to = props.route
    ? can(routeByName(props.route).key)
      ? rowHref(props.route, props.id)
      : undefined
    : props.to
  if (!to) return <>{children}</>
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  )
}

/**
 * An asset named by its código in a table's cell (a dashboard's, a list's): on one line in tabular
 * figures unless `className` says otherwise, a link to its detail for whoever may open it.
 */
export function ActivoCodigo({
  activo,
  className = 'whitespace-nowrap tabular-nums',
}: {
  activo: { id: string; codigo: string }
  className?: string
}) {
  return (
    <span className={className}>
      <RowLink route="activos-detalle" id={activo.id}>
        {activo.codigo}
      </RowLink>
    </span>
  )
}
