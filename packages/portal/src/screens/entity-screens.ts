// One declaration per entity, from which its list, detail, agregar, editar and documents screens
// follow (decision 054). The declaration says only what is the entity's own: its data client area,
// its list route, how a sentence names it ("la flota"), its texts, its columns (the sort's column
// names a row) and its detail's fields and sections. The rest comes from the catalogue and the shells: the screens'
// titles (the routes' titles), which of them exist (`flotas-detalle`, `flotas-agregar`,
// `flotas-editar`, `flotas-documentos`), the create button, the row actions and their keys, the
// delete's dialog and toasts, the export, the not-found pages and the conflict notice.
//   export const operacionesScreens = entityScreensOf([operacionesQueries, operacionesApi]) // the area's
//   export const flotaScreens = operacionesScreens({
//     route: 'flotas', // the entity in the area: the route in camel case, `flotas`
//     noun: 'la flota',
//     list: { description: '…', search: '…', sort: 'nombre', columns: flotaColumns, deleteRule: '…' },
//     create: { description: '…' },
//     edit: { form: (flota) => ({ … }) },
//     detail: { fields: (flota) => [ … ], sections: FlotaActivos },
//   })
//   // flotas-list.tsx:  export default entityList(flotaScreens)
//   // flota-agregar.tsx: export default entityCreate(flotaScreens, FlotaForm)
// This module imports no shell: each route file takes the one it shows (`entityList` from
// entity-list.tsx, `entityDetail`, `entityCreate`/`entityEdit`, `entityDocumentos`), so a list does
// not load the form's code nor an agregar the table's.
import type { AnyListColumn, QueryFilters, QuerySort } from '@cordillera/contracts'
import type { Connection, DownloadedFile } from '@cordillera/data-client'
import {
  type AccessKey,
  href,
  isRouteName,
  type RouteName,
  type RowActionRoute,
  routeByName,
  rowActionKey,
  rowActions,
} from '@cordillera/permissions'
import type { DescriptionItem } from '@cordillera/ui/components/description-list'
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'
import type { DetailAction, ListRoute, Tracked } from './detail-screen.tsx'
import type { RelatedFilter } from './related-filter-notice.tsx'

type Cell<Row> = (row: Row) => ReactNode

/** A row as every entity's list answers it. */
export type EntityRow = { id: string; version: number }

/** An area of the data client: its query options and its calls (`[operacionesQueries, operacionesApi]`). */
export type EntityArea = readonly [
  queries: (api: Connection) => object,
  calls: (api: Connection) => object,
]

/** The names of the entities an area has both queries and calls of (`'flotas'`). */
export type EntityName<A extends EntityArea> = keyof ReturnType<A[0]> &
  keyof ReturnType<A[1]> &
  string

/** The entity's queries and calls in the data client. */
export type EntityData<A extends EntityArea, K extends EntityName<A>> = {
  queries: ReturnType<A[0]>[K]
  calls: ReturnType<A[1]>[K]
}

/** A row of the entity's list. */
export type RowOf<E> = E extends {
  calls: { list: (...args: never) => Promise<{ items: readonly (infer Row)[] }> }
}
  ? Row
  : never
/** The entity's detail (`unknown` for a list that has none: operators). */
export type DetailOf<E> = E extends { calls: { get: (...args: never) => Promise<infer Detail> } }
  ? Detail
  : unknown
/** The entity's list query. */
export type QueryOf<E> = E extends {
  calls: { list: (query: infer Query, ...rest: never) => unknown }
}
  ? Query
  : never

/** A sort of the list query (any text for a shell, which takes every entity's). */
type SortOf<Query> = unknown extends Query ? string : QuerySort<Query>

/** The calls and queries a shell uses, whatever the entity. */
type ShellData = {
  queries: {
    readonly invalidates: readonly QueryKey[]
    readonly filters: readonly string[]
    list: (query: never) => never
    detail: (
      id: string,
    ) => UseQueryOptions<EntityRow & Tracked, Error, EntityRow & Tracked, QueryKey>
    name?: (id: string) => never
  }
  calls: {
    create?: (body: never) => Promise<EntityRow & Tracked>
    update?: (id: string, body: never) => Promise<EntityRow & Tracked>
    delete?: (id: string, version: number) => Promise<unknown>
    export?: (query: never) => Promise<DownloadedFile>
  }
}

/** The entity's queries and calls for the signed-in connection, as a shell uses them. */
export function entityData(screens: AnyEntityScreens, api: Connection): ShellData {
  const [queries, calls] = screens.area as EntityArea
  return {
    queries: (queries(api) as Record<string, ShellData['queries']>)[screens.entity],
    calls: (calls(api) as Record<string, ShellData['calls']>)[screens.entity],
  } as ShellData
}

/** How a sentence names one row of the entity, with its article: 'la flota', 'el tipo de activo'. */
export type Noun = `el ${string}` | `la ${string}`

/** The props a detail's own section or its fields' card gets: the row read. */
export type EntitySectionProps<Detail> = { row: Detail }

/** A declaration with its data client's area: `[operacionesQueries, operacionesApi]`. */
type InArea<Declaration, A = EntityArea> = Declaration & { area: A }

/** An entity's declaration but for its data client area, which `entityScreens` takes beside it. */
export type EntityDeclaration<
  Route extends ListRoute & RowActionRoute,
  A extends EntityArea,
  K extends EntityName<A>,
  Id extends string,
  EditDefaults,
  EditProps,
  E = EntityData<A, K>,
  Row = RowOf<E>,
  Detail = DetailOf<E>,
  Query = QueryOf<E>,
> = {
  /** The entity's name in it, when not the list route's in camel case (`tipos-activo`: `tiposActivo`). */
  entity?: K
  /** The list's route: its title is the list's, and its `-detalle`, `-agregar` (or `-crear`),
   * `-editar` and `-documentos` routes are the entity's other screens, when the catalogue has them. */
  route: Route
  /** A screen the catalogue names otherwise (the razón social's detail: `…-detalle-guion`). */
  routes?: { detail?: RouteName }
  /** How a sentence names one row: "la flota" (La flota, esta flota, Eliminar flota…). */
  noun: Noun
  /** The shorter word buttons and toasts use, when not the noun's: "grupo" for "grupo cliente". */
  short?: string
  /**
   * A row's name: its list's row label, its detail's and editar's title, its toasts. What the
   * list's naming column says unless given.
   */
  name?: (row: Row) => string
  /**
   * How a toast or question names a row, when not "<noun> <name>" ("La flota Norte se agregó."):
   * `'name'`, by its name alone ("Constructora Sur se agregó."), or as given.
   */
  said?: ((row: Row) => string) | 'name'
  list: {
    description: string
    /** The search box's placeholder. */
    search: string
    /** The list's default sort, by the column that names a row unless `link` says. */
    sort: SortOf<Query>
    /** The list's column definition (contracts), shared with the export. */
    columns: readonly AnyListColumn<Row, Id>[]
    /** The column that names the row, linking to its detail (or its editar for who may edit). */
    link?: Id
    /** How some columns are drawn (badges, amounts, links elsewhere). */
    cells?: Partial<Record<Id, Cell<Row>>>
    /** The notices of a related record's link (`f.grupoClienteId`). */
    related?: (api: Connection) => readonly RelatedFilter<Row>[]
    /** What the delete's question adds: when a row can be deleted. */
    deleteRule?: string
    /** The delete's question, when not "¿Eliminar <said>? <deleteRule>". */
    describe?: (row: Row) => string
    /** The table's label for assistive technology, when not the title. */
    label?: string
    /** How a row is named to assistive technology, when not by its name. */
    rowLabel?: (row: Row) => string
  }
  create?: {
    description: ReactNode
    /** The toast, when not "<Said> se agregó.". */
    done?: (created: Detail) => string
  }
  edit?: {
    /** The form's first values, from the row read. */
    form: (row: Detail) => EditDefaults
    /** What the form takes besides (the chosen related rows' names). */
    props?: (row: Detail) => EditProps
    title?: (row: Detail) => ReactNode
    description?: (row: Detail) => ReactNode
    intro?: (row: Detail) => ReactNode
    footer?: (row: Detail) => ReactNode
  }
  detail?: {
    /** The header's title, when not the name. */
    title?: (row: Detail) => ReactNode
    /** Under the title; the detail route's title ("Flota") unless given. */
    description?: (row: Detail) => ReactNode
    /** The fields' card: its title ("Datos de la flota" unless given) and fields. */
    fieldsTitle?: string
    fields: (row: Detail) => readonly DescriptionItem[]
    /** The header's buttons after Editar. */
    actions?: (row: Detail) => readonly (DetailAction<Detail> | false | null)[]
    /** The detail's own sections under its fields (related rows, other cards, dialogs). */
    sections?: ComponentType<EntitySectionProps<Detail>>
  }
  /** The documents screen's texts: what an owner without documents should add. */
  documentos?: { empty: string }
  /** Filters the list sets itself. */
  fixedFilters?: QueryFilters<Query>
}

/** The screens' routes, read from the catalogue. */
type EntityRoutes = {
  list: ListRoute & RowActionRoute
  detail?: RouteName
  create?: RouteName
  edit?: RouteName
  documentos?: RouteName
}

/** What the shells read of a declaration: the declaration itself, its routes and its words. */
export type EntityScreens<Declaration, Entity extends string, Row> = Declaration & {
  entity: Entity
  name: (row: Row) => string
  routes: EntityRoutes
  words: EntityWords<Row>
}

/** Whatever an entity's type is: the shells take every entity's declaration. */
// biome-ignore lint/suspicious/noExplicitAny: each shell reads a declaration with its own row types.
type Any = any

/** Any entity's screens, as a shell takes them (each reads them with its own row types). */
export type AnyEntityScreens = EntityScreens<AnyDeclaration, string, Any>
type AnyDeclaration = InArea<EntityDeclaration<Any, Any, Any, Any, Any, Any, Any, Any, Any, Any>>

export type EntityWords<Row> = {
  /** "La flota": the not-found page's subject. */
  thing: string
  /** "esta flota": the stale version's notice. */
  what: string
  /** "Agregar flota", "Crear trabajador": the list's create button. */
  createLabel: string
  /** "Guardar flota": the agregar form's submit. */
  submit: string
  /** "Eliminar flota": the delete's dialog. */
  deleteTitle: string
  /** "Datos de la flota": the detail's fields' card. */
  fieldsTitle: string
  /** "Documentos de la flota": the documents' table. */
  documentos: string
  /** "Ver flota": the documents screen's way back to the row. */
  ver: string
  /** "la flota Norte": how a question names a row. */
  said: (row: Row) => string
  /** "La flota Norte": a toast's subject (a name of its own as it is written). */
  subject: (row: Row) => string
}

/** `tipos-activo` → `tiposActivo`: the data client's name of a list route's entity. */
type CamelCase<Text extends string> = Text extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Text
const camelCase = (text: string) =>
  text.replace(/-(.)/g, (_dash, letter: string) => letter.toUpperCase())

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The catalogue's route of that name, when it has one. */
const routeIfAny = (name: string): RouteName | undefined => (isRouteName(name) ? name : undefined)

/** The words every screen of an entity says, from its noun. */
export function entityWords<Row>(
  noun: Noun,
  name: (row: Row) => string,
  { short, said, create }: { short?: string; said?: (row: Row) => string; create?: RouteName },
): EntityWords<Row> {
  const [article = 'el', ...rest] = noun.split(' ')
  const word = rest.join(' ')
  const button = short ?? word
  const of = article === 'la' ? `de la ${button}` : `del ${button}`
  const createTitle = create ? routeByName(create).title : `Agregar ${word}`
  return {
    thing: capitalized(noun),
    what: `${article === 'la' ? 'esta' : 'este'} ${word}`,
    createLabel: short ? createTitle.replace(word, short) : createTitle,
    submit: `Guardar ${button}`,
    deleteTitle: `Eliminar ${word}`,
    fieldsTitle: `Datos ${of}`,
    documentos: `Documentos ${of}`,
    ver: `Ver ${button}`,
    said: said ?? ((row) => `${article} ${button} ${name(row)}`),
    subject: said ?? ((row) => `${capitalized(article)} ${button} ${name(row)}`),
  }
}

/**
 * An entity's screens, declared once. The returned object is what `entityList`, `entityDetail`,
 * `entityCreate`, `entityEdit` and `entityDocumentos` build the route modules' components from.
 */
export function entityScreens<
  const Route extends ListRoute & RowActionRoute,
  const A extends EntityArea,
  const K extends EntityName<A> = Extract<CamelCase<Route>, EntityName<A>>,
  const Id extends string = string,
  EditDefaults = never,
  EditProps = object,
>(declaration: InArea<EntityDeclaration<Route, A, K, Id, EditDefaults, EditProps>, A>) {
  const { route } = declaration
  const routes: EntityRoutes = {
    list: route,
    detail: declaration.routes?.detail ?? routeIfAny(`${route}-detalle`),
    create: routeIfAny(`${route}-agregar`) ?? routeIfAny(`${route}-crear`),
    edit: routeIfAny(`${route}-editar`),
    documentos: routeIfAny(`${route}-documentos`),
  }
  const naming = declaration.list.link ?? declaration.list.sort
  const column = declaration.list.columns.find((each) => each.id === naming)
  const name =
    declaration.name ?? ((row: RowOf<EntityData<A, K>>) => String(column?.value(row) ?? ''))
  const said = declaration.said === 'name' ? name : declaration.said
  const words = entityWords(declaration.noun, name, {
    short: declaration.short,
    said,
    create: routes.create,
  })
  const entity = (declaration.entity ?? camelCase(route)) as K
  // The naming column is the declared link or sort: `link` is one of the list's column ids.
  const list = { ...declaration.list, link: naming }
  return { ...declaration, entity, name, list, routes, words } as EntityScreens<
    typeof declaration,
    K,
    RowOf<EntityData<A, K>>
  >
}

/**
 * `entityScreens` bound to one data client area, so that the area's declarations do not restate
 * it: `export const operacionesScreens = entityScreensOf([operacionesQueries, operacionesApi])`,
 * then `export const flotaScreens = operacionesScreens({ route: 'flotas', noun: 'la flota', … })`.
 */
export function entityScreensOf<const A extends EntityArea>(area: A) {
  return <
    const Route extends ListRoute & RowActionRoute,
    const K extends EntityName<A> = Extract<CamelCase<Route>, EntityName<A>>,
    const Id extends string = string,
    EditDefaults = never,
    EditProps = object,
  >(
    declaration: EntityDeclaration<Route, A, K, Id, EditDefaults, EditProps>,
  ) => entityScreens<Route, A, K, Id, EditDefaults, EditProps>({ area, ...declaration })
}

/** A catalogue route's title ("Flotas", "Agregar flota"). */
export const routeTitle = (name: RouteName): string => routeByName(name).title

/** `href` of one of the entity's row routes (`flotas-detalle`): its only param is the id. */
export function rowHref(route: RouteName, id: string): string {
  return (href as (name: RouteName, params: { id: string }) => string)(route, { id })
}

/** The list's route key of a row action, when the catalogue offers it on that list. */
export function rowKeyIfAny(route: RowActionRoute, action: string): AccessKey | undefined {
  if (!rowActions.some((entry) => entry.route === route && entry.action === action))
    return undefined
  return (rowActionKey as (route: RowActionRoute, action: string) => AccessKey)(route, action)
}
