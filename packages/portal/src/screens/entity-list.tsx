// An entity's list screen from its declaration (entity-screens.ts): the list route's title, the
// declared texts and columns (the naming column linking to the detail, or to the editar for who
// may edit when there is no detail), the create button of its agregar route, Ver detalle, Editar,
// Documentos and Eliminar as the catalogue offers them, and the export when the data client has it.
// A list that needs more (its own table state, a dialog, a summary above) renders `ListScreen`
// with `useEntityListProps(screens)` and its own props.
import type { AnyListColumn } from '@cordillera/contracts'
import { type RowActionRoute, routeByName } from '@cordillera/permissions'
import type { RowAction } from '@cordillera/ui/components/data-table/data-table'
import { type ReactNode, useMemo } from 'react'
import { useNavigate } from 'react-router'
import {
  type AnyEntityScreens,
  type EntityRow,
  entityData,
  rowHref,
  rowKeyIfAny,
} from './entity-screens.ts'
import { ListScreen, type ListScreenProps } from './list-screen.tsx'
import { linkCell, tableColumns } from './table-columns.tsx'
import { useApi, useCan } from './use-portal-api.ts'

/** The declared list as `ListScreen`'s props: a screen adds its own (`above`, `below`, `list`…). */
export function useEntityListProps<Row extends EntityRow>(screens: AnyEntityScreens) {
  const api = useApi()
  const can = useCan()
  const navigate = useNavigate()
  const { routes, words, list } = screens
  const { queries, calls } = entityData(screens, api)
  const name = screens.name as (row: Row) => string
  // The name opens the detail, or the editar for who may edit when there is no detail.
  const editKey = rowKeyIfAny(routes.list, 'edit')
  const opens = routes.detail ?? (editKey !== undefined && can(editKey) ? routes.edit : undefined)
  const columns = useMemo(
    () =>
      tableColumns(list.columns, {
        // The naming column says what its definition says of the row ("Rojas, Ana").
        [list.link]: linkCell(
          (row: Row) => String(linked(list.columns, list.link)?.value(row) ?? name(row)),
          (row: Row) => (opens ? rowHref(opens, row.id) : null),
        ),
        ...list.cells,
      }),
    [list, name, opens],
  )
  const documentos = routes.documentos
  const filesKey = rowKeyIfAny(routes.list, 'files')
  const extra: RowAction<Row>[] =
    documentos && filesKey !== undefined
      ? [
          {
            id: 'documentos',
            label: 'Documentos',
            key: filesKey as RowAction<Row>['key'],
            onSelect: (row) => void navigate(rowHref(documentos, row.id)),
          },
        ]
      : []
  const remove = calls.delete
  const exportKey = rowKeyIfAny(routes.list, 'export')
  return {
    queries,
    defaults: { sort: { id: list.sort, desc: false } },
    fixedFilters: screens.fixedFilters,
    title: routeByName(routes.list).title,
    description: list.description,
    label: list.label,
    columns,
    rowLabel: list.rowLabel ?? name,
    searchPlaceholder: list.search,
    related: list.related?.(api),
    create: routes.create ? { route: routes.create, label: words.createLabel } : undefined,
    actions: {
      route: routes.list,
      read: routes.detail && ((row: Row) => rowHref(routes.detail as never, row.id)),
      edit: routes.edit && ((row: Row) => rowHref(routes.edit as never, row.id)),
      extra,
      delete: remove && {
        title: words.deleteTitle,
        describe: (row: Row) =>
          list.describe?.(row) ?? `¿Eliminar ${words.said(row)}? ${list.deleteRule ?? ''}`.trim(),
        call: (row: Row) => remove(row.id, row.version),
        done: (row: Row) => `${words.subject(row)} se eliminó.`,
      },
    },
    export: calls.export && { call: calls.export, key: exportKey },
  } as unknown as Extract<ListScreenProps<Row, object, never, RowActionRoute>, { list?: undefined }>
}

/** The column of the list's definition that names a row. */
const linked = (columns: readonly AnyListColumn<never>[], id: string) =>
  columns.find((column) => column.id === id) as AnyListColumn<unknown> | undefined

/** The list route's component: `export default entityList(flotaScreens)`. */
export function entityList(
  screens: AnyEntityScreens,
  own?: (props: ListScreenProps<EntityRow, object, never, RowActionRoute>) => ReactNode,
) {
  return function EntityList() {
    const props = useEntityListProps(screens)
    return own ? own(props) : <ListScreen {...props} />
  }
}
