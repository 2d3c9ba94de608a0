// An entity's detail screen from its declaration (entity-screens.ts): the row's name as the title,
// the detail route's title under it unless the declaration says otherwise, Editar for its editar
// route (shown with that route's key), the fields' card ("Datos de la flota") and the entity's own
// sections below.
import { Pencil } from 'lucide-react'
import { DetailScreen, type Tracked } from './detail-screen.tsx'
import { type AnyEntityScreens, type EntityRow, entityData, routeTitle } from './entity-screens.ts'
import { useApi } from './use-portal-api.ts'

type Row = EntityRow & Tracked

/**
 * The detail route's component: `export default entityDetail(flotaScreens)`. Sections that bring a
 * form with them (a dialog) are given here by the route file, so the list does not load them.
 */
export function entityDetail(
  screens: AnyEntityScreens,
  sections?: NonNullable<AnyEntityScreens['detail']>['sections'],
) {
  const { routes, words, detail } = screens
  const route = routes.detail
  if (!detail || !route) throw new Error(`${words.thing} no declara su detalle`)
  const Sections = sections ?? detail.sections
  const edit = routes.edit
  return function EntityDetail() {
    const api = useApi()
    const { queries } = entityData(screens, api)
    return (
      <DetailScreen<Row, readonly unknown[]>
        entity={queries}
        thing={words.thing}
        list={routes.list}
        title={detail.title ?? screens.name}
        description={detail.description ?? (() => routeTitle(route))}
        actions={(row) => [
          edit ? { label: 'Editar', icon: Pencil, route: edit } : null,
          ...(detail.actions?.(row) ?? []),
        ]}
        fields={{
          title: detail.fieldsTitle ?? words.fieldsTitle,
          items: detail.fields,
        }}
      >
        {Sections ? (row) => <Sections row={row} /> : undefined}
      </DetailScreen>
    )
  }
}
