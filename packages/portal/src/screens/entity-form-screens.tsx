// An entity's agregar and editar screens from its declaration (entity-screens.ts) and its form,
// which the route file gives (so a list never loads the form's code):
//   export default entityCreate(flotaScreens, FlotaForm)   // flotas/agregar
//   export default entityEdit(flotaScreens, FlotaForm)     // flotas/{id}/editar
// The agregar page's form starts from a new row's values, which the form knows. The agregar page
// is titled by its route ("Agregar flota"), its form submits "Guardar flota" and
// Cancelar leads to the list; once saved "La flota Norte se agregó." and the detail opens (the
// list when there is none). The editar page is titled "Editar <name>", starts its form from the
// row read, says "La flota Norte se guardó." and leads to the detail (or the list), where Cancelar
// leads too; a stale version shows the conflict notice for "esta flota".

import { href, type RouteName } from '@cordillera/permissions'
import type { ComponentType } from 'react'
import type { Tracked } from './detail-screen.tsx'
import {
  type AnyEntityScreens,
  type EntityRow,
  entityData,
  routeTitle,
  rowHref,
} from './entity-screens.ts'
import { CreateScreen, EditScreen, type PageFormProps } from './form-screen.tsx'
import { useApi } from './use-portal-api.ts'

type Row = EntityRow & Tracked
const listHref = (route: RouteName) => (href as (name: RouteName) => string)(route)

/** Where a saved row leads: its detail, or the list when it has none. */
const savedHref = (screens: AnyEntityScreens, row: { id: string }) =>
  screens.routes.detail ? rowHref(screens.routes.detail, row.id) : listHref(screens.routes.list)

/** The form an entity's agregar or editar takes: its first values, submit label, Cancelar, the save. */
// biome-ignore lint/suspicious/noExplicitAny: a form's values are its own schema's.
type EntityPageForm<Defaults, Props> = ComponentType<PageFormProps<any, Defaults> & Props>

/** The agregar route's component. */
export function entityCreate<S extends AnyEntityScreens>(
  screens: S,
  Form: EntityPageForm<never, object>,
) {
  const { routes, words, create } = screens
  const route = routes.create
  if (!create || !route) throw new Error(`${words.thing} no declara su agregar`)
  return function EntityCreate() {
    const api = useApi()
    const { queries, calls } = entityData(screens, api)
    return (
      <CreateScreen
        title={routeTitle(route)}
        description={create.description}
        entity={queries}
        create={calls.create as (values: unknown) => Promise<Row>}
        done={(created) => create.done?.(created) ?? `${words.subject(created)} se agregó.`}
        leadsTo={(created) => savedHref(screens, created)}
      >
        {(save) => <Form submitLabel={words.submit} cancelTo={listHref(routes.list)} {...save} />}
      </CreateScreen>
    )
  }
}

/** The editar route's component. */
export function entityEdit<S extends AnyEntityScreens>(
  screens: S,
  Form: EntityPageForm<
    ReturnType<NonNullable<S['edit']>['form']>,
    ReturnType<NonNullable<NonNullable<S['edit']>['props']>>
  >,
) {
  const { routes, words, edit } = screens
  if (!edit || !routes.edit) throw new Error(`${words.thing} no declara su editar`)
  return function EntityEdit() {
    const api = useApi()
    const { queries, calls } = entityData(screens, api)
    return (
      <EditScreen
        entity={queries}
        thing={words.thing}
        list={routes.list}
        what={words.what}
        title={edit.title ?? ((row: Row) => `Editar ${screens.name(row)}`)}
        description={edit.description}
        intro={edit.intro}
        footer={edit.footer}
        update={calls.update as (id: string, body: { version: number }) => Promise<Row>}
        done={(saved) => `${words.subject(saved)} se guardó.`}
        leadsTo={(saved) => savedHref(screens, saved)}
      >
        {(row, save) => (
          <Form
            defaultValues={edit.form(row)}
            {...edit.props?.(row)}
            submitLabel="Guardar cambios"
            cancelTo={savedHref(screens, row)}
            {...save}
          />
        )}
      </EditScreen>
    )
  }
}
