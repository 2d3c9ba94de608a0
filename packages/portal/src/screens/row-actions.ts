// The row actions most lists offer, built one way: Ver detalle, Editar, the screen's own actions,
// then Eliminar (destructive, last). Each key is the catalogue's for that list and action
// (`rowActionKey`, docs/permission-keys.md), so a list whose catalogue entry lacks an action
// cannot offer it, and a screen cannot give an action a key of its choosing.
import { type RowActionOf, type RowActionRoute, rowActionKey } from '@cordillera/permissions'
import type { RowAction } from '@cordillera/ui/components/data-table/data-table'

/**
 * Where Ver detalle or Editar leads: a function giving the row's address (`href(…)`), or
 * `{ open }` for an action that stays on the list (an edit dialog).
 */
export type RowTarget<Row> = ((row: Row) => string) | { open: (row: Row) => void }

type Standard = 'read' | 'edit' | 'delete'

/**
 * The actions a screen gives. One the catalogue lacks for list `Route` (a `read` on proveedores)
 * is typed `never`, so it fails typecheck; `Row` is inferred from the handlers
 * (`delete: confirmDelete.ask`).
 */
export type StandardRowActions<Route extends RowActionRoute, Row> = {
  read?: Offered<Route, 'read', RowTarget<Row>>
  edit?: Offered<Route, 'edit', RowTarget<Row>>
  delete?: Offered<Route, 'delete', (row: Row) => void>
  /** The screen's own actions (Documentos, Agregar obra…): after Editar, before Eliminar. */
  extra?: readonly RowAction<Row>[]
}

// A conditional per property, not a mapped type: TypeScript still infers `Row` through it.
type Offered<Route extends RowActionRoute, Action extends Standard, Handler> =
  Action extends RowActionOf<Route> ? Handler : never

const LABELS = { read: 'Ver detalle', edit: 'Editar', delete: 'Eliminar' } as const
const IDS = { read: 'ver', edit: 'editar', delete: 'eliminar' } as const

/**
 * `standardRowActions('flotas', { read: (row) => href('flotas-detalle', { id: row.id }), edit: …,
 * delete: confirmDelete.ask }, navigate)`: the actions given, in the usual order, ids and Spanish
 * labels, each keyed by `rowActionKey('flotas', action)`.
 */
export function standardRowActions<Row, const Route extends RowActionRoute>(
  route: Route,
  actions: StandardRowActions<Route, Row>,
  navigate: (to: string) => unknown,
): RowAction<Row>[] {
  const given = actions as {
    read?: RowTarget<Row>
    edit?: RowTarget<Row>
    delete?: (row: Row) => void
    extra?: readonly RowAction<Row>[]
  }
  const keyOf = (action: Standard) =>
    rowActionKey(route, action as RowActionOf<Route>) as RowAction<Row>['key']
  const opening = (action: 'read' | 'edit', target: RowTarget<Row>): RowAction<Row> => ({
    id: IDS[action],
    label: LABELS[action],
    key: keyOf(action),
    onSelect:
      typeof target === 'function'
        ? (row) => void navigate(target(row))
        : (row) => target.open(row),
  })
  return [
    ...(given.read ? [opening('read', given.read)] : []),
    ...(given.edit ? [opening('edit', given.edit)] : []),
    ...(given.extra ?? []),
    ...(given.delete
      ? [
          {
            id: IDS.delete,
            label: LABELS.delete,
            key: keyOf('delete'),
            destructive: true,
            onSelect: given.delete,
          },
        ]
      : []),
  ]
}
