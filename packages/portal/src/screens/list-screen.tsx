// A list screen, wired once (decision 043): its header with the create button, the related-record
// notice, the load error, the table with its row actions (each keyed by the list's catalogue entry,
// decision 037), the export for whoever holds its key, and the delete behind a confirmation. A
// screen declares only what is its own: columns, texts, its row actions and the entity's queries.
//   <ListScreen
//     queries={operacionesQueries(api).flotas}
//     defaults={{ sort: { id: 'nombre', desc: false } }}
//     title="Flotas" description="…" searchPlaceholder="Buscar por nombre o descripción"
//     columns={columns} rowLabel={(row) => row.nombre}
//     create={{ route: 'flotas-agregar', label: 'Agregar flota' }}
//     actions={{ route: 'flotas', read: …, edit: …, delete: { title, describe, call, done } }}
//   />
// A screen that needs the table's state or rows itself (a period picker, a dialog that finds its
// row) calls useListScreen and passes its answer as `list`; the rest is the same.
import type { DownloadedFile } from '@cordillera/data-client'
import { useEntityMutation } from '@cordillera/data-client'
import type {
  AccessKey,
  RouteName,
  RouteParamName,
  RouteParams,
  RowActionOf,
  RowActionRoute,
} from '@cordillera/permissions'
import { Button } from '@cordillera/ui/components/button'
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableState,
  type RowAction,
} from '@cordillera/ui/components/data-table/data-table'
import { PageHeader } from '@cordillera/ui/components/page-header'
import type { QueryKey } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import type { CursorPage } from './page-cursors.ts'
import { type RelatedFilter, RelatedFilterNotice } from './related-filter-notice.tsx'
import { RouteLinkButton } from './route-link-button.tsx'
import { type StandardRowActions, standardRowActions } from './row-actions.ts'
import { ListError, useDeleteConfirm } from './screen-parts.tsx'
import { exportWith } from './table-columns.tsx'
import { type ListQueries, type ListScreenOptions, useListScreen } from './use-list-screen.ts'
import { useCan } from './use-portal-api.ts'

/** What the table shows of a list: useListScreen's answer. */
export type ListData<Row> = {
  table: {
    state: DataTableState
    onStateChange: (next: DataTableState) => void
    rows: readonly Row[]
    total: number
    isLoading: boolean
  }
  exportQuery: object
  error: unknown
}

/**
 * The list's export route (`comercialApi(api).obras.export`), offered as CSV and Excel; `key` is the
 * permission it needs (`rowActionKey('obras', 'export')`), none when whoever reads the list may take
 * it away.
 */
export type ListExport = {
  call: (query: never) => Promise<DownloadedFile>
  key?: AccessKey
}

/** What the table part of a list takes (ListTable): also what a list inside another screen uses. */
export type ListTableProps<Row extends { id: string }> = {
  list: ListData<Row>
  /** The table's accessible name. */
  label: string
  /** Keep it stable (a module constant or useMemo): a new array rebuilds the table. */
  columns: readonly DataTableColumn<Row>[]
  /** How a row is named to assistive technology ("Acciones de <rowLabel>"). */
  rowLabel: (row: Row) => string
  rowActions?: readonly RowAction<Row>[] | undefined
  searchPlaceholder: string
  /** The related records a detail's link narrows the list to (`f.constructoraId`). */
  related?: readonly RelatedFilter<Row>[]
  export?: ListExport
  /** Offered under "Sin datos disponibles". */
  emptyAction?: ReactNode
  /** What the screen's table does its own way, e.g. filters under column ids. */
  table?: Partial<Pick<DataTableProps<Row>, 'state' | 'onStateChange'>>
}

/** The related-record notice, the load error and the table of a list, with its export. */
export function ListTable<Row extends { id: string }>({
  list,
  label,
  columns,
  rowLabel,
  rowActions,
  searchPlaceholder,
  related,
  export: exported,
  emptyAction,
  table: own,
}: ListTableProps<Row>) {
  const can = useCan()
  const { table, exportQuery, error } = list
  const exportable = exported && (exported.key === undefined || can(exported.key))
  return (
    <>
      {related && related.length > 0 ? (
        <RelatedFilterNotice
          filters={related}
          rows={table.rows}
          isLoading={table.isLoading}
          state={table.state}
          onStateChange={table.onStateChange}
        />
      ) : null}
      <ListError error={error} hasRows={table.rows.length > 0} />
      <DataTable<Row>
        label={label}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={rowLabel}
        rowActions={rowActions}
        can={can}
        searchPlaceholder={searchPlaceholder}
        exportFile={exportable ? exportWith(exported.call, exportQuery) : undefined}
        emptyAction={emptyAction}
        {...table}
        {...own}
      />
    </>
  )
}

/** A row's delete: the dialog's title and question, the API call, and the toast once done. */
export type ListDelete<Row> = {
  title: string
  describe: (row: Row) => ReactNode
  /** The API's delete, with the version that was read: `api.x.delete(row.id, row.version)`. */
  call: (row: Row) => Promise<unknown>
  done: (row: Row) => string
  /** What the delete makes stale, when not the list's own entity (`queries`). */
  entity?: { readonly invalidates: readonly QueryKey[] }
}

// An action the catalogue lacks for the list's route is typed `never` (as in standardRowActions).
type Offered<Route extends RowActionRoute, Action extends string, Handler> =
  Action extends RowActionOf<Route> ? Handler : never

/**
 * Ver detalle, Editar, the screen's extra actions and Eliminar, each keyed by `route`'s catalogue
 * entry; `visible` limits one of them to some rows (only a borrador is edited).
 */
export type ListRowActions<Route extends RowActionRoute, Row> = Omit<
  StandardRowActions<Route, Row>,
  'delete'
> & {
  route: Route
  delete?: Offered<Route, 'delete', ListDelete<Row>>
  visible?: {
    read?: (row: Row) => boolean
    edit?: (row: Row) => boolean
    delete?: (row: Row) => boolean
  }
}

/** The create button: a route's screen (shown with its key), or a dialog of the list. */
export type ListCreate = { label: string } & (
  | { [Name in RouteName]: { route: Name } & CreateParams<Name> }[RouteName]
  | { onClick: () => void; key?: AccessKey; route?: undefined }
)
type CreateParams<Name extends RouteName> = [RouteParamName<Name>] extends [never]
  ? { params?: undefined }
  : { params: RouteParams<Name> }

type ListPageOf<Row> = CursorPage & { items: Row[]; total: number }

/** Where the rows come from: the entity's queries, or the screen's own useListScreen. */
type ListSource<Row, Q, P extends ListPageOf<Row>> =
  | ({
      queries: ListQueries<Q, P> & { readonly invalidates?: readonly QueryKey[] }
      list?: undefined
    } & Omit<ListScreenOptions<Q, P>, 'queries'>)
  | {
      list: ListData<Row>
      /** What a delete makes stale. */
      queries?: { readonly invalidates: readonly QueryKey[] }
      defaults?: undefined
      fixedFilters?: undefined
    }

export type ListScreenProps<
  Row extends { id: string },
  Q,
  P extends ListPageOf<Row>,
  Route extends RowActionRoute,
> = ListSource<Row, Q, P> &
  Omit<ListTableProps<Row>, 'list' | 'label' | 'rowActions' | 'emptyAction'> & {
    title: string
    description: string
    /** The table's accessible name, when not the title. */
    label?: string
    create?: ListCreate | undefined
    /** The header's own buttons, in place of the create button (which then is not offered). */
    headerActions?: ReactNode
    /** The list's standard row actions, keyed by its catalogue entry. */
    actions?: ListRowActions<Route, Row>
    /** Row actions of the screen's own, before the standard ones. */
    rowActions?: readonly RowAction<Row>[]
    /** Between the header and the table: a notice, a period picker. */
    above?: ReactNode
    /** After the table: a total, the screen's dialogs. */
    below?: ReactNode
  }

export function ListScreen<
  Row extends { id: string },
  Q extends object,
  P extends ListPageOf<Row>,
  const Route extends RowActionRoute = never,
>(props: ListScreenProps<Row, Q, P, Route>) {
  if (props.list) return <ListScreenBody {...(props as BodyProps<Row, Q, P, Route>)} />
  return <ListScreenOfQueries {...props} />
}

function ListScreenOfQueries<
  Row extends { id: string },
  Q extends object,
  P extends ListPageOf<Row>,
  Route extends RowActionRoute,
>(props: ListScreenProps<Row, Q, P, Route>) {
  const { queries, defaults, fixedFilters } = props as Extract<
    ListSource<Row, Q, P>,
    { list?: undefined }
  >
  const list = useListScreen({ queries, defaults, fixedFilters })
  return <ListScreenBody {...(props as BodyProps<Row, Q, P, Route>)} list={list as ListData<Row>} />
}

type BodyProps<
  Row extends { id: string },
  Q,
  P extends ListPageOf<Row>,
  Route extends RowActionRoute,
> = Omit<ListScreenProps<Row, Q, P, Route>, 'list' | 'queries'> & {
  list: ListData<Row>
  queries?: { readonly invalidates?: readonly QueryKey[] }
}

const NOTHING_STALE = { invalidates: [] } as const
const IDS = { read: 'ver', edit: 'editar', delete: 'eliminar' } as const

function ListScreenBody<
  Row extends { id: string },
  Q,
  P extends ListPageOf<Row>,
  Route extends RowActionRoute,
>({
  list,
  queries,
  title,
  description,
  label,
  create,
  headerActions,
  actions,
  rowActions: own = [],
  above,
  below,
  defaults: _defaults,
  fixedFilters: _fixedFilters,
  ...table
}: BodyProps<Row, Q, P, Route>) {
  const navigate = useNavigate()
  const can = useCan()
  const remove = actions?.delete as ListDelete<Row> | undefined
  const stale =
    remove?.entity ?? (queries?.invalidates ? { invalidates: queries.invalidates } : undefined)
  if (remove && !stale) throw new Error(`La lista ${title} elimina filas sin decir qué refrescar`)
  const deleteRow = useEntityMutation(stale ?? NOTHING_STALE, (row: Row) =>
    remove ? remove.call(row) : Promise.resolve(),
  )
  const confirmDelete = useDeleteConfirm<Row>({
    title: remove?.title ?? '',
    describe: (row) => remove?.describe(row) ?? '',
    deleteRow: async (row) => {
      await deleteRow.mutateAsync(row)
    },
    done: (row) => remove?.done(row) ?? '',
  })

  const standard = actions
    ? standardRowActions(
        actions.route,
        {
          ...actions,
          delete: remove ? confirmDelete.ask : undefined,
        } as StandardRowActions<Route, Row>,
        navigate,
      ).map((action) => {
        const only = Object.entries(actions.visible ?? {}).find(
          ([standardAction]) => IDS[standardAction as keyof typeof IDS] === action.id,
        )?.[1]
        return only ? { ...action, visible: only } : action
      })
    : []
  const createButton = create ? <CreateButton create={create} can={can} /> : null

  return (
    <div className="grid gap-6">
      <PageHeader title={title} description={description} actions={headerActions ?? createButton} />
      {above}
      <ListTable<Row>
        {...table}
        list={list}
        label={label ?? title}
        rowActions={[...own, ...standard]}
        emptyAction={headerActions ? undefined : createButton}
      />
      {below}
      {remove ? confirmDelete.dialog : null}
    </div>
  )
}

function CreateButton({ create, can }: { create: ListCreate; can: (key: AccessKey) => boolean }) {
  if (create.route === undefined) {
    if (create.key !== undefined && !can(create.key)) return null
    return (
      <Button onClick={create.onClick}>
        <Plus aria-hidden="true" />
        {create.label}
      </Button>
    )
  }
  // The union ties `params` to the route; RouteLinkButton cannot see that through it.
  const Link = RouteLinkButton as (props: {
    route: RouteName
    params?: object
    icon: typeof Plus
    children: ReactNode
  }) => ReactNode
  return (
    <Link route={create.route} params={create.params} icon={Plus}>
      {create.label}
    </Link>
  )
}
