// Server-side pages of a list, fast at 100,000 rows (docs/modules.md, "Lists").
//
// Every sort key has a partial index `(key, id) WHERE eliminado_en IS NULL`, so:
// - a page reached by cursor is a keyset read, `WHERE (key, id) > (last key, last id)`: page
//   2,000 costs what page 1 costs;
// - a page reached by number first reads only ids in an index-only scan (OFFSET over the index,
//   not the table), from whichever end of the list is nearer (the last page is as cheap as the
//   first), then loads the full rows of those ids.
// `total` is an exact count(*) of the matching rows, which the pager needs.
import type { Page, PageSize, SortDirection } from '@cordillera/contracts'
import { ALL_ROWS_MAX, formatNumber } from '@cordillera/contracts'
import { and, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { ApiHttpError, messages } from '../../http/api-error.ts'
import type { Db } from '../database.ts'
import { pgErrorOf } from '../pg-error.ts'
import { invalidCursor, type ListCursor, type ListCursors, pageRequestOf } from './list-cursor.ts'
import { runListStatement } from './run-list-statement.ts'

/** The SQL type of a sort key, to read a cursor's text value back. */
export type SortKeyType = 'text' | 'integer' | 'numeric' | 'timestamptz' | 'date'

export type SortKey = {
  /** The expression the index is on: a column, or `collated(column)`. */
  expr: SQL | AnyPgColumn
  type: SortKeyType
}

export type ListSource<Row extends { id: string }> = {
  table: PgTable
  id: AnyPgColumn
  /** The filters, `vigente` included. */
  where: SQL | undefined
  sortKey: SortKey
  dir: SortDirection
  /** The full rows of these ids, in any order (joins happen here, for one page only). */
  rowsByIds(ids: string[]): Promise<Row[]>
}

export type PageRequest = {
  page: number
  pageSize: PageSize
  cursor?: string | undefined
  /** What signs the page's cursors and checks the request's (the app's cursor key). */
  cursors: ListCursors
  /** queryFingerprint of sort, direction, search and filters. */
  fingerprint: string
}

type Boundary = { id: string; key: string }

const castKey = (value: string, type: SortKeyType): SQL =>
  type === 'text' ? sql`${value}` : sql`cast(${value} as ${sql.raw(type)})`

const flip = (dir: SortDirection): SortDirection => (dir === 'asc' ? 'desc' : 'asc')

function orderBy(source: ListSource<{ id: string }>, dir: SortDirection): SQL {
  const direction = sql.raw(dir)
  return sql`${source.sortKey.expr} ${direction}, ${source.id} ${direction}`
}

/** Rows strictly after (in `dir` order) the boundary row. */
function after(source: ListSource<{ id: string }>, dir: SortDirection, boundary: Boundary): SQL {
  const op = sql.raw(dir === 'asc' ? '>' : '<')
  const key = castKey(boundary.key, source.sortKey.type)
  return sql`(${source.sortKey.expr}, ${source.id}) ${op} (${key}, cast(${boundary.id} as uuid))`
}

async function countRows(db: Db, source: ListSource<{ id: string }>): Promise<number> {
  const [row] = await runListStatement<{ total: number }>(
    db,
    sql`select cast(count(*) as integer) as total from ${source.table}
      where ${source.where ?? sql`true`}`,
  )
  return row?.total ?? 0
}

/** The slice `readBoundaries` reads, as a statement of its own or inside another. */
function boundariesQuery(
  source: ListSource<{ id: string }>,
  options: { dir: SortDirection; limit: number; after?: Boundary | undefined },
): SQL {
  const where = options.after
    ? and(source.where, after(source, options.dir, options.after))
    : source.where
  return sql`select ${source.id} as id, cast(${source.sortKey.expr} as text) as key
    from ${source.table} where ${where ?? sql`true`}
    order by ${orderBy(source, options.dir)} limit ${options.limit}`
}

/**
 * The count and the first slice in one statement (one round trip instead of two), for the pages
 * whose slice does not depend on the count: the first page, and any page reached by cursor.
 */
async function countWithBoundaries(
  db: Db,
  source: ListSource<{ id: string }>,
  options: { dir: SortDirection; limit: number; after?: Boundary | undefined },
): Promise<{ total: number; boundaries: Boundary[] }> {
  const rows = await runListStatement<{ total: number; id: string | null; key: string | null }>(
    db,
    sql`select counted.total, slice.id, slice.key
      from (select cast(count(*) as integer) as total from ${source.table}
        where ${source.where ?? sql`true`}) counted
      left join lateral (${boundariesQuery(source, options)}) slice on true`,
  )
  const boundaries: Boundary[] = []
  for (const row of rows) {
    if (row.id !== null && row.key !== null) boundaries.push({ id: row.id, key: row.key })
  }
  return { total: rows[0]?.total ?? 0, boundaries }
}

/** Ids and sort keys of one slice of the list, read from the index alone. */
function readBoundaries(
  db: Db,
  source: ListSource<{ id: string }>,
  options: { dir: SortDirection; limit: number; offset?: number; after?: Boundary },
): Promise<Boundary[]> {
  const slice = boundariesQuery(source, options)
  return runListStatement<Boundary>(
    db,
    options.offset ? sql`${slice} offset ${options.offset}` : slice,
  )
}

async function loadRows<Row extends { id: string }>(
  source: ListSource<Row>,
  boundaries: Boundary[],
): Promise<Row[]> {
  if (boundaries.length === 0) return []
  const rows = await source.rowsByIds(boundaries.map((boundary) => boundary.id))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return boundaries.flatMap((boundary) => byId.get(boundary.id) ?? [])
}

/** The boundaries of page `page` (from 1) when reached by number. */
async function numberedPage(
  db: Db,
  source: ListSource<{ id: string }>,
  page: number,
  size: number,
  total: number,
): Promise<Boundary[]> {
  const offset = (page - 1) * size
  if (offset >= total) return []
  // Past the middle, read the list backwards: the rows before the end are fewer to skip.
  const fromEnd = total - offset - size
  if (offset > total / 2) {
    const limit = fromEnd < 0 ? size + fromEnd : size
    const rows = await readBoundaries(db, source, {
      dir: flip(source.dir),
      limit,
      offset: Math.max(fromEnd, 0),
    })
    return rows.reverse()
  }
  return readBoundaries(db, source, { dir: source.dir, limit: size, offset })
}

const tooManyRows = (total: number) =>
  new ApiHttpError(400, 'entrada_invalida', messages.entradaInvalida, {
    pageSize: `Hay ${formatNumber(total)} filas: "Todas" muestra hasta ${formatNumber(ALL_ROWS_MAX)}. Filtre la lista o expórtela.`,
  })

export async function listPage<Row extends { id: string }>(
  db: Db,
  source: ListSource<Row>,
  request: PageRequest,
): Promise<Page<Row>> {
  if (request.pageSize !== 'all') {
    const cursor = request.cursor
      ? request.cursors.decode(request.cursor, request.fingerprint)
      : undefined
    if (cursor || request.page === 1) {
      const before = cursor?.k === 'before'
      const { total, boundaries } = await countWithBoundaries(db, source, {
        dir: before ? flip(source.dir) : source.dir,
        limit: request.pageSize,
        after: cursor && { key: cursor.v, id: cursor.i },
      }).catch((error: unknown) => {
        throw cursor && isDataException(error) ? invalidCursor() : error
      })
      if (before) boundaries.reverse()
      const page = cursor?.p ?? 1
      return pageOf(source, request, request.pageSize, page, total, boundaries)
    }
  }

  const total = await countRows(db, source)

  if (request.pageSize === 'all') {
    if (total > ALL_ROWS_MAX) throw tooManyRows(total)
    const boundaries = await readBoundaries(db, source, { dir: source.dir, limit: ALL_ROWS_MAX })
    const items = await loadRows(source, boundaries)
    return { items, total, page: 1, pageSize: 'all', nextCursor: null, prevCursor: null }
  }

  const { page, pageSize } = request
  const boundaries = await numberedPage(db, source, page, pageSize, total)
  return pageOf(source, request, pageSize, page, total, boundaries)
}

/**
 * A signed cursor's boundary value was read from the list's own rows, so it casts back; one that
 * does not (a sort key whose type changed since it was issued, or a key leaked and misused) is
 * the client's cursor at fault, not the server: PostgreSQL's data exceptions (class 22: invalid
 * text representation, datetime or numeric out of range…) become the cursor's 400.
 */
function isDataException(error: unknown): boolean {
  return pgErrorOf(error)?.code.startsWith('22') ?? false
}

async function pageOf<Row extends { id: string }>(
  source: ListSource<Row>,
  request: PageRequest,
  size: number,
  page: number,
  total: number,
  boundaries: Boundary[],
): Promise<Page<Row>> {
  const items = await loadRows(source, boundaries)
  const first = boundaries[0]
  const last = boundaries.at(-1)
  const link = (k: ListCursor['k'], boundary: Boundary, p: number) =>
    request.cursors.encode({ k, v: boundary.key, i: boundary.id, p, f: request.fingerprint })
  return {
    items,
    total,
    page,
    pageSize: size,
    nextCursor: last && page * size < total ? link('after', last, page + 1) : null,
    prevCursor: first && page > 1 ? link('before', first, page - 1) : null,
  }
}

/** Every matching row in order, `batchSize` at a time by keyset (exports stream these). */
export async function* allRows<Row extends { id: string }>(
  db: Db,
  source: ListSource<Row>,
  batchSize = 500,
): AsyncGenerator<Row[]> {
  let boundary: Boundary | undefined
  for (;;) {
    const boundaries: Boundary[] = await readBoundaries(db, source, {
      dir: source.dir,
      limit: batchSize,
      ...(boundary && { after: boundary }),
    })
    if (boundaries.length === 0) return
    yield await loadRows(source, boundaries)
    if (boundaries.length < batchSize) return
    boundary = boundaries.at(-1)
  }
}

/** A list query's paging: which page, how big, or the cursor that reaches it. */
type Paging = { page: number; pageSize: PageSize; cursor?: string | undefined }

/**
 * A list operation (GET /v1/<list>): one page of the rows `sourceOf` selects for the query, its
 * cursors signed with the app's key and bound to the query's sort, search and filters.
 */
export function listOf<Query, Row extends { id: string }>(
  sourceOf: (db: Db, query: Query) => ListSource<Row>,
) {
  return (db: Db, query: Query & Paging, cursors: ListCursors): Promise<Page<Row>> =>
    listPageOf(db, sourceOf(db, query), query, cursors)
}

/**
 * A site client's list (GET /v1/<list>-cliente): `listOf` over the rows of the signed-in user's
 * obras only (none for a user without obras: the list is "mine").
 */
export function listOfObras<Query, Row extends { id: string }>(
  sourceOf: (db: Db, query: Query, obraIds: readonly string[]) => ListSource<Row>,
) {
  return (
    db: Db,
    obraIds: readonly string[],
    query: Query & Paging,
    cursors: ListCursors,
  ): Promise<Page<Row>> => listPageOf(db, sourceOf(db, query, obraIds), query, cursors)
}

/** One page of `source` for a list query: its paging, and everything else its cursors' print. */
export function listPageOf<Row extends { id: string }>(
  db: Db,
  source: ListSource<Row>,
  query: Paging,
  cursors: ListCursors,
): Promise<Page<Row>> {
  return listPage(db, source, pageRequestOf(query, cursors))
}
