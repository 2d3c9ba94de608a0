// A list a phone shows as cards (the operador's portal: a site client's requests, an operator's
// reports), the card counterpart of ListScreen (decision 043): the load's skeleton, the empty
// state, the cards a page at a time and the pages under them, written once. A screen declares
// its filters, how a card reads and what an empty or failed list says.
import { EmptyState } from '@cordillera/ui/components/empty-state'
import { Field } from '@cordillera/ui/components/forms/field-frame'
import { Pagination } from '@cordillera/ui/components/pagination'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@cordillera/ui/components/select'
import { Skeleton } from '@cordillera/ui/components/skeleton'
import { cn } from '@cordillera/ui/lib/cn'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ListError } from './screen-parts.tsx'

export type ListCardsProps<Row extends { id: string }> = {
  /** The list's accessible name, e.g. "Solicitudes". */
  label: string
  /** The page on screen. */
  rows: readonly Row[]
  /** Nothing answered yet: a skeleton. */
  isPending: boolean
  /** Another page or filter loading over the one on screen. */
  isFetching: boolean
  /** In place of the cards when the list could not be read (and nothing is kept to show). */
  failed?: ReactNode
  /** What an empty page says: its icon, title and description. */
  empty: { icon: ReactNode; title: string; description: string }
  card: (row: Row) => ReactNode
  /** The pages, shown when there is more than one. */
  pages: {
    page: number
    pageSize: number
    total: number
    onPageChange: (page: number) => void
    className?: string
  }
}

export function ListCards<Row extends { id: string }>({
  label,
  rows,
  isPending,
  isFetching,
  failed,
  empty,
  card,
  pages,
}: ListCardsProps<Row>) {
  return (
    <>
      {failed ? (
        failed
      ) : isPending ? (
        <div role="status" aria-label="Cargando" className="grid gap-3">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
      ) : (
        <ul aria-label={label} className="grid gap-3" aria-busy={isFetching}>
          {rows.map((row) => (
            <li key={row.id}>{card(row)}</li>
          ))}
        </ul>
      )}
      {pages.total > pages.pageSize ? (
        <Pagination
          className={cn('justify-center', pages.className)}
          page={pages.page}
          pageCount={Math.ceil(pages.total / pages.pageSize)}
          disabled={isFetching}
          onPageChange={pages.onPageChange}
        />
      ) : null}
    </>
  )
}

/** The page a card list's URL asks for (`?page=`), the first when it names none or a wrong one. */
export const pageParam = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1)

/** A card list's query: its page, newest first (by folio number), narrowed to an estado or not. */
export const newestFirst = <Estado,>(page: number, pageSize: number, estado: Estado) => ({
  sort: 'numero' as const,
  dir: 'desc' as const,
  page,
  pageSize,
  estado,
})

/** A list route's answer as a card list reads it: the page's rows and how many there are in all. */
type PageQuery<Row> = {
  data?: { items: readonly Row[]; total: number } | undefined
  isPending: boolean
  isFetching: boolean
  isError: boolean
  error: unknown
}

/**
 * ListCards over a list route's query: its rows, load and pages from the answer, and the API's
 * refusal in place of the cards when nothing is kept to show.
 */
export function PagedListCards<Row extends { id: string }>({
  query,
  pages,
  ...props
}: Omit<ListCardsProps<Row>, 'rows' | 'isPending' | 'isFetching' | 'failed' | 'pages'> & {
  query: PageQuery<Row>
  pages: Omit<ListCardsProps<Row>['pages'], 'total'>
}) {
  const rows = query.data?.items ?? []
  return (
    <ListCards
      {...props}
      rows={rows}
      isPending={query.isPending}
      isFetching={query.isFetching}
      failed={
        query.isError && rows.length === 0 ? (
          <ListError error={query.error} hasRows={false} />
        ) : null
      }
      pages={{ ...pages, total: query.data?.total ?? 0 }}
    />
  )
}

/**
 * One row as a card that opens it: its folio and estado on top, then the screen's lines and, in
 * two columns, its facts ("Fecha requerida", "Creada").
 */
export function ListCard({
  to,
  title,
  status,
  facts,
  children,
}: {
  to: string
  title: string
  status: ReactNode
  /** `numeric`: a date or a number, its digits aligned. */
  facts: readonly { term: string; value: ReactNode; numeric?: boolean }[]
  children: ReactNode
}) {
  return (
    <Link
      to={to}
      className="grid gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-xs outline-none transition-colors hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold tabular-nums">{title}</h2>
        {status}
      </div>
      {children}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt className="text-muted-foreground">{fact.term}</dt>
            <dd className={fact.numeric ? 'tabular-nums' : undefined}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Link>
  )
}

const ALL = '__todos__'

/**
 * A card list's filter of one value (its estado), "Todas" or "Todos" first; a choice of it goes
 * back to the screen, which keeps it in the URL.
 */
export function ListCardsFilter<Value extends string>({
  label,
  all,
  value,
  options,
  onChange,
  className,
}: {
  label: string
  /** The first option, for every value: "Todas", "Todos". */
  all: string
  value: Value | undefined
  options: readonly { value: Value; label: string }[]
  onChange: (value: Value | undefined) => void
  className?: string
}) {
  return (
    <Field label={label} className={className}>
      {(control) => (
        <Select
          value={value ?? ALL}
          onValueChange={(next) => onChange(next === ALL ? undefined : (next as Value))}
        >
          <SelectTrigger {...control} className="h-11 w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL} className="min-h-11">
              {all}
            </SelectItem>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value} className="min-h-11">
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  )
}
