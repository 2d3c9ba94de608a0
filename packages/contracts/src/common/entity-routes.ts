// The route family of one entity declared once: `entityRoutes({ path, tags, nombre, schemas })`
// gives the entity's list, export, detail, create, update and delete routes, its actions on an
// item (`action`), what else its collection or an item answers to a GET (`view`, `itemView`: a
// picker's options, counts, a preview), a file's upload ticket (`upload`) and download link
// (`link`), each from only what is its own — the permission key of that call (with its audience
// and alsoRequires) and, where the default does not say it, its summary or answer. Paths,
// methods, params, the delete's version, the export's query and every answer's shape come from
// here, the same for every entity:
//
//   const schemas = { ...marcaRead, ...marcaWrite, query: listMarcasQuerySchema }
//   const marcas = entityRoutes({ path: '/v1/marcas', tags: ['marcas'], nombre: marca, schemas })
//   export const listMarcasRoute = marcas.list('operaciones/listar-marcas')
//   export const deleteMarcaRoute = marcas.delete({ permission: '…', audience: 'staff', summary })
//
// A family whose calls all take one key names it once (`permission`, as `audience`): its calls
// then say only what is their own (`tickets.get({ summary })`, `misTickets.list()`), and a call
// that takes another key names it. The results are plain route definitions (defineRoute): the API
// registers them, the data client calls them and the catalogue checks their keys as before. A
// route that is none of these (a report, a list of another path: `listRoute`) is written beside
// the family.
import type { z } from 'zod'
import type { RouteAudience, RoutePermission } from '../api-route.ts'
import type { PermissionKey } from '../permission-keys.gen.ts'
import { type AnyListColumn, exportFileResponse, exportParams } from './columns.ts'
import { descargaDocumentoSchema, subidaDocumentoSchema } from './documento.ts'
import { idParamsSchema } from './fields.ts'
import { listFilterNames } from './list-query.ts'
import { deletedResponse, deleteQuerySchema, notPaged } from './route-parts.ts'

/** How a summary and an answer name the entity: `{ singular: 'marca', plural: 'Marcas', genero: 'f' }`. */
export type NombreEntidad = {
  singular: string
  plural: string
  genero: 'f' | 'm'
}

/** Who may call one route of the family, and what it says when the default does not fit. */
export type RouteAccess =
  | RoutePermission
  | {
      permission: RoutePermission
      audience?: RouteAudience
      alsoRequires?: readonly PermissionKey[]
      /** The OpenAPI summary, when the family's default does not say it. */
      summary?: string
      /** The success answer's description, when the family's default does not say it. */
      answer?: string
    }

/** What a call says: its key (which a family that names one lets it leave out) and its words. */
type CallAccess =
  | RoutePermission
  | {
      permission?: RoutePermission
      audience?: RouteAudience
      alsoRequires?: readonly PermissionKey[]
      summary?: string
      answer?: string
    }
/** In a family without a key of its own, every call names one. */
type Keyed<K> = [K] extends [undefined]
  ? RoutePermission | { permission: RoutePermission }
  : unknown
/** A call's argument: optional where the family names the key and the defaults say the rest. */
type Call<K, A> = [K] extends [undefined] ? [access: A & Keyed<K>] : [access?: A]

type AccessOf<A, K> = A extends { permission: infer P extends RoutePermission }
  ? { permission: P } & Extra<A>
  : A extends RoutePermission
    ? { permission: A }
    : { permission: K } & Extra<A>
type Extra<A> = (A extends { audience: infer U } ? { audience: U } : unknown) &
  (A extends { alsoRequires: infer R } ? { alsoRequires: R } : unknown)

/**
 * The schemas an entity's routes are built from; each route reads only the ones it needs. The
 * objects `readSchemas` and `writeSchemas` give are taken whole (`{ ...marcaRead, ...marcaWrite,
 * query }`): `marcaPageSchema` is the page, `marcaDetailSchema` the detail, `createMarcaSchema`
 * and `updateMarcaSchema` the bodies (the row is only the page's); `page`, `detail`, `create` and
 * `update` name them where they are not an entity's own (a contact's row as its detail).
 */
export type EntitySchemas = {
  /** The list's query (listQuerySchema): the list's and, without paging, the export's. */
  query?: z.ZodType
  /** The list's query before a refinement (a period's check), which `omit` cannot take. */
  exportQuery?: z.ZodObject
  /** The list's page (pageSchema). */
  page?: z.ZodType
  /** What the detail, create and update answer. */
  detail?: z.ZodType
  create?: z.ZodType
  update?: z.ZodType
  /** The list's columns: the export's `columns` parameter. */
  columns?: readonly AnyListColumn<never>[]
} & { [named: `${string}Schema`]: z.ZodType }

/** The schema `key` names, or else the one whose name has the entity's form (`…DetailSchema`). */
type Named<S, K extends string, N extends string> = K extends keyof S
  ? S[K]
  : Extract<keyof S, N> extends never
    ? undefined
    : S[Extract<keyof S, N>]
type PageOf<S> = Named<S, 'page', `${string}PageSchema`>
type DetailOf<S> = Named<S, 'detail', `${string}DetailSchema`>
type CreateOf<S> = Named<S, 'create', `create${string}Schema`>
type UpdateOf<S> = Named<S, 'update', `update${string}Schema`>

const FORMS = {
  page: /^[a-z]\w*PageSchema$/,
  detail: /^[a-z]\w*DetailSchema$/,
  create: /^create\w+Schema$/,
  update: /^update\w+Schema$/,
} as const

/** The page, detail and bodies of `schemas`, by their key or by their entity's names. */
function resolved(schemas: EntitySchemas) {
  const named = (key: keyof typeof FORMS) =>
    schemas[key] ?? Object.entries(schemas).find(([name]) => FORMS[key].test(name))?.[1]
  return {
    page: named('page'),
    detail: named('detail'),
    create: named('create'),
    update: named('update'),
  }
}

type EntityOptions<P extends string, T extends readonly string[], S extends EntitySchemas> = {
  /** The collection's path: `/v1/marcas`, `/v1/activos/{id}/documentos`. */
  path: P
  tags: T
  nombre: NombreEntidad
  schemas: S
  /** An item's path; the collection's and `/{id}` unless the entity is nested. */
  itemPath?: string
  /** The params of the collection's path (a nested entity's parent id); none when absent. */
  collectionParams?: z.ZodObject
  /** The params of an item's path; `{ id }` unless the entity is nested. */
  itemParams?: z.ZodObject
  /** Applies to every call of the family unless the call names its own (constructoras: staff). */
  audience?: RouteAudience
  /** The key every call of the family takes unless the call names its own (a user's own tickets). */
  permission?: RoutePermission
}

type Shared<T> = { summary: string; tags: T; audience?: RouteAudience }

type ExportBase<S extends EntitySchemas> = S['exportQuery'] extends z.ZodObject
  ? S['exportQuery']
  : S['query']

type ExportQuery<Q> = Q extends z.ZodObject
  ? z.ZodObject<
      Omit<Q['shape'], keyof typeof notPaged> & ReturnType<typeof exportParams>,
      Q['_zod']['config']
    >
  : never

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The routes of one entity, each built from its own key and what it says differently. */
export function entityRoutes<
  const P extends string,
  const T extends readonly string[],
  const S extends EntitySchemas,
  const CP extends z.ZodObject | undefined = undefined,
  const IP extends z.ZodObject = typeof idParamsSchema,
  const I extends string = `${P}/{id}`,
  const K extends RoutePermission | undefined = undefined,
>(
  options: EntityOptions<P, T, S> & {
    collectionParams?: CP
    itemParams?: IP
    itemPath?: I
    permission?: K
  },
) {
  const { path, tags, nombre, schemas } = options
  const itemPath = (options.itemPath ?? `${path}/{id}`) as I
  const itemParams = (options.itemParams ?? idParamsSchema) as IP
  const collection = options.collectionParams
    ? ({ params: options.collectionParams } as { params: Exclude<CP, undefined> })
    : ({} as CP extends z.ZodObject ? { params: CP } : Record<never, never>)
  const femenina = nombre.genero === 'f'
  const { page, detail, create, update } = resolved(schemas)

  type Access = CallAccess
  const route = <A extends Access | undefined>(access: A, defaults: { summary: string }) => {
    const given = typeof access === 'object' && access !== null ? access : null
    const permission = given
      ? (given.permission ?? options.permission)
      : (access ?? options.permission)
    if (permission === undefined) throw new Error(`${path}: a call names no permission key`)
    const audience = given?.audience ?? options.audience
    return {
      summary: given?.summary ?? defaults.summary,
      tags,
      permission: permission as AccessOf<A, K>['permission'],
      ...(audience ? { audience } : {}),
      ...(given?.alsoRequires ? { alsoRequires: given.alsoRequires } : {}),
    } as unknown as Shared<T> & AccessOf<A, K>
  }
  const answer = (access: Access | undefined, text: string) =>
    (typeof access === 'object' && access?.answer) || text
  /** The item's detail as an answer, described in the family's words unless the call says its own. */
  const theDetail = (access: Access | undefined, text: string) =>
    ({ description: answer(access, text), schema: detail as DetailOf<S> }) as const
  /** A query when the call has one (a view's filters); nothing at all when it has none. */
  const withQuery = <Q extends z.ZodType | undefined>(query: Q) =>
    (query ? { query } : {}) as Q extends z.ZodType ? { query: Q } : Record<never, never>
  /** What one call under the family says it answers, and who may call it. */
  type Says<A> = A & { summary: string; answer: string } & Keyed<K>
  /** GET `at` (under the collection or an item, `where` giving its params): no page, no detail. */
  const view = <
    const Pa extends string,
    const W,
    const A extends Access,
    const O extends z.ZodType,
    const Q extends z.ZodType | undefined,
  >(
    at: Pa,
    where: W,
    access: A & { summary: string; answer: string },
    schema: O,
    query: Q,
  ) =>
    ({
      method: 'get',
      path: at,
      ...route<A>(access as A, access),
      ...where,
      ...withQuery(query),
      responses: { 200: { description: access.answer, schema } },
    }) as const
  /** GET …/<segment> of the collection, with `query` when it takes one. */
  const collectionView = <
    const G extends string,
    const A extends Access,
    const O extends z.ZodType,
    const Q extends z.ZodType | undefined = undefined,
  >(
    segment: G,
    access: Says<A>,
    schema: O,
    query?: Q,
  ) =>
    view<`${P}/${G}`, typeof collection, A, O, Q>(
      `${path}/${segment}` as `${P}/${G}`,
      collection,
      access,
      schema,
      query as Q,
    )

  /** POST …/<segment> of the collection with `body`: see the family's `collectionAction`. */
  const collectionAction = <
    const G extends string,
    const A extends Access,
    const B extends z.ZodType,
    const R extends z.ZodType = NonNullable<DetailOf<S>>,
    const St extends 200 | 201 = 200,
  >(
    segment: G,
    access: Says<A> & { answers?: R; status?: St },
    body: B,
  ) =>
    ({
      method: 'post',
      path: `${path}/${segment}` as `${P}/${G}`,
      ...route<A>(access as A, access),
      ...collection,
      body,
      responses: {
        [access.status ?? 200]: { description: access.answer, schema: access.answers ?? detail },
      } as { readonly [K in St]: { readonly description: string; readonly schema: R } },
    }) as const

  return {
    /** GET the collection: a page of rows (or, for a collection never paged, all of them). */
    list<const A extends Access = Record<never, never>>(...[access]: Call<K, A>) {
      const query = schemas.query as S['query']
      const shape = (schemas.exportQuery ?? query) as z.ZodObject | undefined
      const filtros = shape && listFilterNames(shape).length > 0 ? ', filtros' : ''
      return {
        method: 'get',
        path,
        ...route<A>(access as A, {
          summary: `${nombre.plural}: página con búsqueda${filtros} y orden`,
        }),
        ...collection,
        ...withQuery(query),
        responses: {
          200: { description: answer(access, 'Una página'), schema: page as PageOf<S> },
        },
      } as const
    },
    /**
     * GET …/exportar: every row the list's query matches, as CSV or XLSX. A list whose query is
     * refined (a period's check) gives its unrefined query as `schemas.exportQuery` and adds the
     * check back with `refine`.
     */
    export<const A extends Access = Record<never, never>, const W = ExportQuery<ExportBase<S>>>(
      ...args: [...Call<K, A>, refine?: (query: ExportQuery<ExportBase<S>>) => W]
    ) {
      const [access, refine] = args as unknown as [A?, ((query: ExportQuery<ExportBase<S>>) => W)?]
      const base = (schemas.exportQuery ?? schemas.query) as z.ZodObject
      const query = base
        .omit(notPaged)
        .extend(exportParams(schemas.columns ?? [])) as unknown as ExportQuery<ExportBase<S>>
      return {
        method: 'get',
        path: `${path}/exportar` as `${P}/exportar`,
        ...route<A>(access as A, { summary: `${nombre.plural}: exportación CSV o Excel` }),
        ...collection,
        query: (refine ? refine(query) : query) as W,
        responses: { 200: exportFileResponse },
      } as const
    },
    /**
     * GET …/<segment> of the collection, with `query` when it takes one: what is no page of rows
     * (a list's counts, a draft computed without saving it, the day's rows).
     */
    view: collectionView,
    /** GET …/opciones: what the entity's pickers and filters offer. */
    opciones<const A extends Access, const O extends z.ZodType>(access: Says<A>, schema: O) {
      return collectionView<'opciones', A, O>('opciones', access, schema)
    },
    /** GET …/{id}/<segment>, with `query` when it takes one: what else one item answers. */
    itemView<
      const G extends string,
      const A extends Access,
      const O extends z.ZodType,
      const Q extends z.ZodType | undefined = undefined,
    >(segment: G, access: Says<A>, schema: O, query?: Q) {
      const at = `${itemPath}/${segment}` as `${I}/${G}`
      return view<`${I}/${G}`, { params: IP }, A, O, Q>(
        at,
        { params: itemParams },
        access,
        schema,
        query as Q,
      )
    },
    /**
     * POST …/<segment> of the collection with its body, answered with an item's detail (or
     * `answers`; `status` 201 when it creates one): an import, a write that is no plain create.
     */
    collectionAction: collectionAction,
    /**
     * POST …/subidas: where to send a file before the write that names it (a short-lived signed
     * URL), `answer` saying what it is.
     */
    upload<const A extends Access, const B extends z.ZodType>(access: Says<A>, body: B) {
      const upload = {
        ...(access as object),
        answers: subidaDocumentoSchema,
        status: 201,
      } as Says<A> & {
        answers: typeof subidaDocumentoSchema
        status: 201
      }
      return collectionAction<'subidas', A, B, typeof subidaDocumentoSchema, 201>(
        'subidas',
        upload,
        body,
      )
    },
    /**
     * GET …/{id}/<segment>: a short-lived link to one of the item's files (`params` when the
     * segment names more than the item: a photo, an attachment).
     */
    link<const G extends string, const A extends Access, const Pr extends z.ZodObject = IP>(
      segment: G,
      access: A & { summary: string },
      params?: Pr,
    ) {
      return {
        method: 'get',
        path: `${itemPath}/${segment}` as `${I}/${G}`,
        ...route<A>(access as A, access),
        params: (params ?? itemParams) as Pr,
        responses: {
          200: { description: answer(access, 'El enlace'), schema: descargaDocumentoSchema },
        },
      } as const
    },
    /** GET one item: its detail. */
    get<const A extends Access = Record<never, never>>(...[access]: Call<K, A>) {
      return {
        method: 'get',
        path: itemPath,
        ...route<A>(access as A, { summary: capitalize(nombre.singular) }),
        params: itemParams,
        responses: { 200: theDetail(access, `${femenina ? 'La' : 'El'} ${nombre.singular}`) },
      } as const
    },
    /** POST the collection: a new item, answered with its detail. */
    create<const A extends Access = Record<never, never>>(...[access]: Call<K, A>) {
      return {
        method: 'post',
        path,
        ...route<A>(access as A, { summary: `Crear ${nombre.singular}` }),
        ...collection,
        body: create as CreateOf<S>,
        responses: { 201: theDetail(access, femenina ? 'Creada' : 'Creado') },
      } as const
    },
    /** PATCH one item with the version it read, answered with its detail. */
    update<const A extends Access = Record<never, never>>(...[access]: Call<K, A>) {
      return {
        method: 'patch',
        path: itemPath,
        ...route<A>(access as A, { summary: `Editar ${nombre.singular} (con la versión leída)` }),
        params: itemParams,
        body: update as UpdateOf<S>,
        responses: { 200: theDetail(access, femenina ? 'Editada' : 'Editado') },
      } as const
    },
    /**
     * An action on one item (`POST …/{id}/<segment>`, `PUT` for a replacement, `PATCH` for a
     * part of it) with its body, answered with the item's detail (or `answers`, when it answers
     * something else; `status` 201 when it creates one): send a quotation, reject a request,
     * validate a report, complete a request.
     */
    action<
      const G extends string,
      const A extends Access,
      const B extends z.ZodType,
      const M extends 'post' | 'put' | 'patch' = 'post',
      const R extends z.ZodType = NonNullable<DetailOf<S>>,
      const St extends 200 | 201 = 200,
    >(
      segment: G,
      access: A & { summary: string; answer: string; answers?: R; status?: St } & Keyed<K>,
      body: B,
      method?: M,
    ) {
      return {
        method: (method ?? 'post') as M,
        path: `${itemPath}/${segment}` as `${I}/${G}`,
        ...route<A>(access as A, access),
        params: itemParams,
        body,
        responses: {
          [access.status ?? 200]: {
            description: access.answer,
            schema: (access.answers ?? detail) as R,
          },
        } as { readonly [K in St]: { readonly description: string; readonly schema: R } },
      } as const
    },
    /** DELETE one item (a soft delete) with the version it read. */
    delete<const A extends Access = Record<never, never>>(...[access]: Call<K, A>) {
      return {
        method: 'delete',
        path: itemPath,
        ...route<A>(access as A, { summary: `Eliminar ${nombre.singular}` }),
        params: itemParams,
        query: deleteQuerySchema,
        responses: { 204: deletedResponse },
      } as const
    },
  }
}

/**
 * One list of its own path that is no entity's family (logistics' views, the reports in
 * observation, the contracts in one estado): GET `path` with `query`, answering a page.
 */
export function listRoute<
  const P extends string,
  const T extends readonly string[],
  const A extends RouteAccess,
  const Q extends z.ZodType,
  const G extends z.ZodType,
>(path: P, tags: T, access: A & { summary: string }, schemas: { query: Q; page: G }) {
  const nombre = { singular: '', plural: '', genero: 'm' } as const
  // A names its key (RouteAccess), as a keyless family's call must.
  return entityRoutes({ path, tags, nombre, schemas }).list<A>(access as never)
}
