// A phone's list screen, wired once: the card counterpart of ListScreen (decision 043). The
// filters and the page live in the URL (reload and back keep them; a filter's change goes back to
// the first page), the list route is asked for that page, and the screen shows its header with the
// create link or the export, the filter bar, the cards (the load's skeleton, the empty state, the
// API's refusal) and the pages under them. A screen declares only what is its own:
//   <CardListScreen
//     title="Incidentes" description="…" label="Incidentes"
//     create={{ to: incidentesHref.nuevo(), label: 'Informar incidente' }}
//     filters={{ estado: estadoFilter(ESTADOS_INCIDENTE, ESTADO_INCIDENTE_LABEL, 'Todos') }}
//     list={queries.incidentes.list}
//     empty={{ icon: <TriangleAlert />, title: 'No ha informado incidentes', filtered: '…', description: '…' }}
//     card={(row) => <ListCard to={…} title={row.folio} status={…} facts={[…]}>…</ListCard>}
//   />
import type { DownloadedFile } from '@cordillera/data-client'
import { Button } from '@cordillera/ui/components/button'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { Download, Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { ListCards, type ListCardsProps, pageParam } from './list-screen-cards.tsx'
import { LinkButton, ListError } from './screen-parts.tsx'
import { useFileDownload } from './use-file-download.ts'

/** How many cards a page shows. */
export const CARDS_PER_PAGE = 10

/** The page of the list on screen, as the list route is asked for it. */
export type CardListPaging = { page: number; pageSize: number }

/** How a card list is sorted: newest first (by folio number) unless it says otherwise. */
export const NEWEST_FIRST = { sort: 'numero', dir: 'desc' } as const
type Order = { readonly sort: string; readonly dir: 'asc' | 'desc' }

/**
 * One filter of a card list, kept in the URL under its name: how its value is read from the URL
 * (none, or one it does not know, is its default) and written back (`undefined` leaves it out),
 * and its control in the filter bar, which sees the other filters' values (a period's two days).
 */
export type CardListFilter<Value> = {
  read: (param: string | null) => Value
  write?: (value: Value) => string | undefined
  control: (props: {
    value: Value
    onChange: (next: Value) => void
    filters: Readonly<Record<string, unknown>>
  }) => ReactNode
}

// biome-ignore lint/suspicious/noExplicitAny: each filter has a value type of its own.
type CardListFilters = Readonly<Record<string, CardListFilter<any>>>
/** The values of a card list's filters, as the URL holds them. */
export type FilterValues<Defs extends CardListFilters> = {
  [Name in keyof Defs]: Defs[Name] extends CardListFilter<infer Value> ? Value : never
}

/** What an empty page says; `filtered`, the title when a filter holds a value. */
export type CardListEmpty = ListCardsProps<{ id: string }>['empty'] & { filtered?: string }

/** What a list route answers (or what `page` finds in it): the page's rows and how many in all. */
type Page<Row> = { items: readonly Row[]; total: number }

export type CardListScreenProps<
  Defs extends CardListFilters,
  Data,
  Row extends { id: string },
  Key extends QueryKey = QueryKey,
  O extends Order = typeof NEWEST_FIRST,
> = {
  title: string
  description: string
  /** The list's accessible name: "Incidentes". */
  label: string
  /** A link to the screen's form of a new row, beside the title. */
  create?: { to: string; label: string }
  filters?: Defs
  /** The list's order: `NEWEST_FIRST` unless given. */
  order?: O
  /** The list route's query options (`queries.incidentes.list`), asked with the order, page and filters. */
  list: (
    query: NoInfer<O> & CardListPaging & FilterValues<Defs>,
  ) => UseQueryOptions<Data, Error, Data, Key>
  /** The list's export (every row its filters match), offered as CSV and Excel beside the title. */
  export?: (
    query: NoInfer<O> & FilterValues<Defs> & { format: 'csv' | 'xlsx' },
  ) => Promise<DownloadedFile>
  /** Where the page is in the answer, when the answer is not the page itself (a kept copy). */
  page?: (data: Data) => Page<Row>
  empty: CardListEmpty | ((filters: FilterValues<Defs>) => CardListEmpty)
  card: (row: Row) => ReactNode
  /** Under the header: a notice about what the list shows (a copy kept on the phone). */
  above?: (data: Data | undefined) => ReactNode
  /** In place of the cards when the list could not be read: the API's refusal unless given. */
  failed?: (error: unknown) => ReactNode
}

const written = (value: unknown) =>
  value === undefined || value === null || value === '' ? undefined : String(value)

export function CardListScreen<
  Defs extends CardListFilters = Record<never, never>,
  Data = never,
  Row extends { id: string } = Data extends Page<infer Item extends { id: string }> ? Item : never,
  Key extends QueryKey = QueryKey,
  const O extends Order = typeof NEWEST_FIRST,
>({
  title,
  description,
  label,
  create,
  export: exported,
  filters: defs = {} as Defs,
  order = NEWEST_FIRST as O,
  list,
  page: pageOf = (data) => data as Page<Row>,
  empty,
  card,
  above,
  failed,
}: CardListScreenProps<Defs, Data, Row, Key, O>) {
  const [params, setParams] = useSearchParams()
  const named = Object.entries(defs)
  const filters = Object.fromEntries(
    named.map(([name, filter]) => [name, filter.read(params.get(name))]),
  ) as FilterValues<Defs>
  const page = pageParam(params)
  const query = useQuery(list({ ...order, page, pageSize: CARDS_PER_PAGE, ...filters }))
  const go = (next: Partial<FilterValues<Defs>>, nextPage?: number) => {
    const values: Record<string, unknown> = { ...filters, ...next }
    const search = new URLSearchParams()
    for (const [name, filter] of named) {
      const param = (filter.write ?? written)(values[name])
      if (param !== undefined) search.set(name, param)
    }
    if (nextPage !== undefined) search.set('page', String(nextPage))
    setParams(search)
  }
  const answer = query.data === undefined ? undefined : pageOf(query.data)
  const rows = answer?.items ?? []
  const said = typeof empty === 'function' ? empty(filters) : empty
  const filtered = named.some(
    ([name, filter]) => (filter.write ?? written)(filters[name]) !== undefined,
  )
  const controls = named.map(([name, filter], index) => (
    <div key={name} className={named.length > 1 && index === 0 ? 'col-span-2 sm:col-span-1' : ''}>
      {filter.control({
        value: filters[name],
        onChange: (value) => go({ [name]: value } as Partial<FilterValues<Defs>>),
        filters,
      })}
    </div>
  ))
  return (
    <div className="grid gap-5">
      <PageHeader
        title={title}
        description={description}
        actions={
          create || exported ? (
            <>
              {create ? (
                <LinkButton to={create.to} size="lg" className="w-full sm:w-auto">
                  <Plus aria-hidden="true" />
                  {create.label}
                </LinkButton>
              ) : null}
              {exported ? (
                <ExportButtons call={(format) => exported({ ...order, ...filters, format })} />
              ) : null}
            </>
          ) : null
        }
      />
      {above?.(query.data)}
      {named.length === 1 ? <div className="sm:max-w-xs">{controls}</div> : null}
      {named.length > 1 ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">{controls}</div>
      ) : null}
      <ListCards
        label={label}
        rows={rows}
        isPending={query.isPending}
        isFetching={query.isFetching}
        failed={
          query.isError && rows.length === 0
            ? (failed?.(query.error) ?? <ListError error={query.error} hasRows={false} />)
            : null
        }
        empty={{ ...said, title: filtered && said.filtered ? said.filtered : said.title }}
        card={card}
        pages={{
          page,
          pageSize: CARDS_PER_PAGE,
          total: answer?.total ?? 0,
          onPageChange: (next) => go({}, next),
          className: '[&_button]:size-11',
        }}
      />
    </div>
  )
}

function ExportButtons({ call }: { call: (format: 'csv' | 'xlsx') => Promise<DownloadedFile> }) {
  const { descargar, pendiente } = useFileDownload<'csv' | 'xlsx'>()
  return (
    <div className="flex flex-wrap gap-2">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="outline"
          pending={pendiente === format}
          onClick={() => void descargar(format, () => call(format))}
        >
          <Download aria-hidden="true" />
          {format === 'csv' ? 'CSV' : 'Excel'}
        </Button>
      ))}
    </div>
  )
}
