// The query every list route takes and the page it answers with, and the types a list screen
// takes from a list route (its query, sort fields and filter names). Pages are numbered (`page`,
// `pageSize`, what a table's pager needs) and each answer also carries opaque cursors: asking for
// `cursor=<nextCursor>` fetches the following page by keyset (`WHERE (clave, id) > (…)`), which
// costs the same on page 2,000 as on page 1. A numbered jump deep into a big list scans the index
// up to that row (see docs/modules.md, "Lists").
import { z } from 'zod'

export const PAGE_SIZE_DEFAULT = 25
export const PAGE_SIZE_MAX = 100
/** `pageSize=all` ("Todas") answers every matching row only up to this many. */
export const ALL_ROWS_MAX = 1000

export const sortDirectionSchema = z.enum(['asc', 'desc'], {
  error: 'La dirección del orden debe ser asc o desc.',
})
export type SortDirection = z.infer<typeof sortDirectionSchema>

const pageSizeMessage = `Filas por página: un número entre 1 y ${PAGE_SIZE_MAX}, o all.`

/** A filter given as `true`/`false` in the query string. */
export const booleanFilterSchema = z
  .enum(['true', 'false'], { error: 'Use true o false.' })
  .transform((value) => value === 'true')
  .optional()

/** A filter by a related row's id, with its Spanish message: `idFilter('La obra no es válida.')`. */
export const idFilter = (error: string) => z.uuid({ error }).optional()

/** A filter by one value of a closed list: `enumFilter(ESTADOS_CONTRATO)` (its estado). */
export const enumFilter = <const T extends readonly string[]>(
  values: T,
  error = 'El estado no es válido.',
) => z.enum(values, { error }).optional()

/**
 * The list query of one entity: paging, one sort field of `sorts` (the only ones with an index
 * behind them), direction, a search text `q` and the entity's `filters`.
 */
export function listQuerySchema<
  const S extends readonly [string, ...string[]],
  const F extends z.ZodRawShape,
>(sorts: S, defaultSort: S[number], filters: F) {
  return z.object({
    page: z.coerce
      .number({ error: 'La página debe ser un número desde 1.' })
      .int('La página debe ser un número desde 1.')
      .min(1, 'La página debe ser un número desde 1.')
      .default(1),
    pageSize: z
      .union(
        [
          z.literal('all'),
          z.coerce
            .number({ error: pageSizeMessage })
            .int(pageSizeMessage)
            .min(1, pageSizeMessage)
            .max(PAGE_SIZE_MAX, pageSizeMessage),
        ],
        { error: pageSizeMessage },
      )
      .default(PAGE_SIZE_DEFAULT),
    sort: z
      .enum(sorts, { error: `Solo se puede ordenar por: ${sorts.join(', ')}.` })
      .default(defaultSort),
    dir: sortDirectionSchema.default('asc'),
    q: z.string().trim().max(100, 'La búsqueda admite hasta 100 caracteres.').optional().meta({
      description: 'Busca en los textos principales (sin distinguir mayúsculas ni tildes).',
    }),
    cursor: z
      .string()
      .max(1000, 'El cursor no es válido.')
      .optional()
      .meta({
        description:
          'nextCursor o prevCursor de una respuesta anterior con el mismo orden, búsqueda y ' +
          'filtros; reemplaza a page.',
      }),
    ...filters,
  })
}

export type PageSize = number | 'all'

/** One page of a list: its rows, how many match in all, and cursors to the pages beside it. */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    items: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.union([z.number().int(), z.literal('all')]),
    nextCursor: z.string().nullable(),
    prevCursor: z.string().nullable(),
  })
}

export type Page<T> = {
  items: T[]
  total: number
  page: number
  pageSize: PageSize
  nextCursor: string | null
  prevCursor: string | null
}

/** What every list query has besides its filters: paging, sort, direction, search and cursor. */
export const LIST_QUERY_PARAMS = ['page', 'pageSize', 'sort', 'dir', 'q', 'cursor'] as const
export type ListQueryParam = (typeof LIST_QUERY_PARAMS)[number]

/** The sort fields a list query takes: `QuerySort<ListObrasQuery>` = 'nombre' | 'codigo' | …. */
export type QuerySort<Q> = Q extends { sort?: infer S } ? Extract<S, string> : never

/** The filter names of a list query: its parameters other than paging, sort, search and cursor. */
export type QueryFilter<Q> = Exclude<keyof Q, ListQueryParam> & string

/** Filters set by name, each with the text its query accepts (`'true' | 'false'` for a yes/no). */
export type QueryFilters<Q> = { [F in QueryFilter<Q>]?: Extract<Q[F], string> }

/** The filter names of a list query schema, at run time (what a URL's `f.<name>` may carry). */
export function listFilterNames(schema: z.ZodObject): string[] {
  const common: readonly string[] = LIST_QUERY_PARAMS
  return Object.keys(schema.shape).filter((name) => !common.includes(name))
}

/** A list route definition (or anything with its query schema): `typeof listObrasRoute`. */
export type ListRoute = { readonly query?: z.ZodType }

/** What a list route's query accepts from a caller, e.g. `{ page: 2, sort: 'nombre', activa: 'true' }`. */
export type ListQueryOf<R extends ListRoute> = R['query'] extends z.ZodType
  ? z.input<R['query']>
  : never

/** The fields a list route can sort by (`SortOf<typeof listObrasRoute>` = 'nombre' | 'codigo' | …). */
export type SortOf<R extends ListRoute> = QuerySort<ListQueryOf<R>>

/** The filter names of a list route (`FilterOf<typeof listObrasRoute>` = 'activa' | 'comuna' | …). */
export type FilterOf<R extends ListRoute> = QueryFilter<ListQueryOf<R>>

/** Filters of a list route set by name, each with the text the route accepts. */
export type FiltersOf<R extends ListRoute> = QueryFilters<ListQueryOf<R>>
