// Test support for the fuzz suite (http/fuzz.test.ts): who calls each route, what the world looks
// like before the run (ids of existing rows, a real cursor of each list), how a generated case is
// sent, and what every answer must be: never 5xx; a 4xx says what is wrong in Spanish; and after
// a refused write no row of any table was written (databaseWatch).
import { sql } from 'drizzle-orm'
import type { RegisteredRoute } from '../../http/route-registry.ts'
import { routeName } from '../route-walk.ts'
import { AS, type TestApp } from '../test-app.ts'
import type { RealCursor, RouteFuzzContext } from './route-cases.ts'
import { bodyBytes, type FuzzCase } from './route-cases.ts'

/** Who the suite calls routes as: su where it passes, and a user of each other audience. */
export const CALLERS = {
  su: AS.su,
  operador: AS.operador,
  cliente: AS.cliente,
  proveedor: AS.proveedor,
  /** Public routes: no token. */
  publico: null,
} as const
export type Caller = keyof typeof CALLERS

/** The permission keys of a demo user by e-mail (the seed's DEMO_USERS, given by the test). */
export type KeysOf = (email: string | null) => readonly string[]

/** Whether `caller` gets past the route's guard (the rules route-walk.test.ts proves). */
function passes(route: RegisteredRoute, caller: Caller, keysOf: KeysOf): boolean {
  if (route.permission === null) return caller === 'publico'
  if (caller === 'publico') return false
  if (route.audience === null) return true
  if (route.audience === 'proveedor' || caller === 'proveedor') {
    return (
      route.audience === 'proveedor' &&
      caller === 'proveedor' &&
      keysNeeded(route).every((key) => keysOf(CALLERS[caller]).includes(key))
    )
  }
  if (route.audience === 'operador' && caller !== 'operador') return false
  if (route.audience === 'staff' && (caller === 'cliente' || caller === 'operador')) return false
  if (caller === 'su') return true
  return keysNeeded(route).every((key) => keysOf(CALLERS[caller]).includes(key))
}

const keysNeeded = (route: RegisteredRoute) => [
  ...(route.permission ? [String(route.permission)] : []),
  ...route.alsoRequires,
]

/** The callers a route is fuzzed as: su when it passes, plus each outside audience it opens to. */
export function callersOf(route: RegisteredRoute, keysOf: KeysOf): Caller[] {
  return (Object.keys(CALLERS) as Caller[]).filter((caller) => passes(route, caller, keysOf))
}

type Row = Record<string, unknown>
const itemsOf = (body: unknown): Row[] => {
  if (Array.isArray(body)) return body as Row[]
  const items = (body as { items?: unknown } | null)?.items
  return Array.isArray(items) ? (items as Row[]) : []
}

/**
 * Ids of existing rows by the name a path param or body field would give them, read from the
 * app's own list routes (the collection a `{id}` follows, filled left to right), so the fuzz
 * reaches past "not found". Also keeps each list's first `nextCursor`, to forge cursors from.
 */
export async function exploreWorld(t: TestApp, routes: readonly RegisteredRoute[], keysOf: KeysOf) {
  const byPath = new Map<string, Row[]>()
  const byStem = new Map<string, Set<string>>()
  const cursors = new Map<string, RealCursor[]>()
  const remember = (path: string, rows: Row[]) => {
    byPath.set(path, rows)
    const stem = (path.split('/').at(-1) ?? '').replaceAll('-', '').toLowerCase()
    const set = byStem.get(stem) ?? new Set()
    for (const id of valuesOf(rows, 'id')) set.add(id)
    byStem.set(stem, set)
  }
  const get = async (route: RegisteredRoute, url: string) => {
    const caller = callersOf(route, keysOf)[0]
    if (!caller) return undefined
    const res = await t.call('GET', url, { as: CALLERS[caller] ?? AS.su })
    return res.status === 200 ? res.body : undefined
  }
  const list = async (route: RegisteredRoute, path: string) => {
    const rows = itemsOf(
      await get(route, `${path}${route.queryParams.includes('pageSize') ? '?pageSize=5' : ''}`),
    )
    if (route.queryParams.includes('cursor') && !cursors.has(routeName(route))) {
      // A cursor of every order the list takes: each casts its key back its own way.
      const found: RealCursor[] = []
      for (const sort of sortsOf(route)) {
        const query = `pageSize=2&sort=${encodeURIComponent(sort)}`
        const next = (
          (await get(route, `${path}?${query}`)) as { nextCursor?: unknown } | undefined
        )?.nextCursor
        if (typeof next === 'string') found.push({ query, cursor: next })
      }
      if (found.length > 0) cursors.set(routeName(route), found)
    }
    return rows
  }

  // Lists first (and their cursors), then the collections nested behind the ids found.
  for (const route of routes.filter(
    (candidate) => candidate.method === 'get' && !candidate.path.includes('{'),
  )) {
    remember(route.path, await list(route, route.path))
  }
  for (const route of routes.filter(
    (candidate) => candidate.method === 'get' && candidate.path.includes('{'),
  )) {
    // `/v1/a/{id}/b`: GET /v1/a/<id>/b for two ids of /v1/a.
    const match = /^(.*)\/\{\w+\}\/([\w-]+)$/.exec(route.path)
    if (!match) continue
    const [, parent = '', child = ''] = match
    const rows: Row[] = []
    for (const parentId of valuesOf(byPath.get(parent) ?? [], 'id').slice(0, 2)) {
      rows.push(...(await list(route, `${parent}/${parentId}/${child}`)))
    }
    remember(route.path, rows)
  }

  const all = [...new Set([...byPath.values()].flatMap((rows) => valuesOf(rows, 'id')))].sort()
  return {
    /** Ids for the param or field `name` (`id` of /v1/obras/{id}, `obraId`…), else any known. */
    idsFor(route: RegisteredRoute | undefined, name: string | undefined): readonly string[] {
      if (route && name && route.path.includes(`{${name}}`)) {
        // The collection the param follows: `/v1/obras/{id}` → the rows of /v1/obras.
        const before = (route.path.split(`{${name}}`)[0] ?? '').replace(/\/$/, '')
        const rows = byPath.get(before.replaceAll(/\{\w+\}/g, '{id}')) ?? byPath.get(before) ?? []
        const values = valuesOf(rows, name).length > 0 ? valuesOf(rows, name) : valuesOf(rows, 'id')
        if (values.length > 0) return values
      }
      if (name) {
        // `obraId` → the ids of a collection whose name starts the same (/v1/obras).
        const stem = name.replace(/Id$/, '').replace(/^id/, '').toLowerCase().slice(0, 5)
        if (stem.length >= 4) {
          const ids = [...byStem.entries()]
            .filter(([collection]) => collection.startsWith(stem))
            .flatMap(([, set]) => [...set])
          if (ids.length > 0) return ids.slice(0, 20)
        }
      }
      return all.slice(0, 20)
    },
    cursorsOf: (route: RegisteredRoute): readonly RealCursor[] =>
      cursors.get(routeName(route)) ?? [],
    counts: () => ({
      lists: [...byPath.values()].filter((rows) => rows.length > 0).length,
      ids: all.length,
      cursors: [...cursors.values()].flat().length,
    }),
  }
}

/** The context the case generator reads ids and cursors from, for one route. */
export function contextFor(
  world: Awaited<ReturnType<typeof exploreWorld>>,
  route: RegisteredRoute,
  seed: number,
): RouteFuzzContext {
  return { seed, idsFor: (name) => world.idsFor(route, name), cursorsOf: world.cursorsOf }
}

/** The values a list route's `sort` takes (its enum), at most ten. */
function sortsOf(route: RegisteredRoute): string[] {
  // biome-ignore lint/suspicious/noExplicitAny: zod's definitions, read loosely.
  let def: any = (route.schemas.query?.shape as Record<string, unknown> | undefined)?.sort
  while (def && !def._zod.def.entries) def = def._zod.def.innerType
  return def ? (Object.values(def._zod.def.entries) as string[]).slice(0, 10) : []
}

/** The text values of `key` (`id`, `fecha`…) in a list's rows. */
function valuesOf(rows: Row[], key: string): string[] {
  return rows.flatMap((row) => (typeof row[key] === 'string' ? [row[key] as string] : []))
}

export type Answer = { status: number; body: unknown; text: string }

/** Sends a case as `caller`, with its raw bytes (so invalid UTF-8 reaches the app as is). */
export async function send(
  t: TestApp,
  route: RegisteredRoute,
  caller: Caller,
  fuzzCase: FuzzCase,
): Promise<Answer> {
  const headers: Record<string, string> = {}
  const email = CALLERS[caller]
  if (email) headers.Authorization = t.authorization(email)
  const { body } = fuzzCase
  if (body?.contentType) headers['content-type'] = body.contentType
  const url = fuzzCase.query ? `${fuzzCase.path}?${fuzzCase.query}` : fuzzCase.path
  const res = await t.app.request(url, {
    method: route.method.toUpperCase(),
    headers,
    ...(body && { body: bodyBytes(body) }),
  })
  const text = await res.text()
  let parsed: unknown
  try {
    parsed = res.headers.get('content-type')?.includes('application/json')
      ? JSON.parse(text)
      : undefined
  } catch {
    parsed = undefined
  }
  return { status: res.status, body: parsed, text }
}

// A message a person reading Spanish recognises as Spanish (as in area-walk.ts).
const SPANISH = /[áéíóúñ¿¡]|\b(de|el|la|los|las|no|un|una|debe|sin|con|es)\b/i

/** What is wrong with an answer, besides a changed database; undefined = nothing. */
export function answerProblem(answer: Answer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}`
  if (answer.status >= 400) {
    const message = (answer.body as { error?: { message?: unknown } } | undefined)?.error?.message
    if (typeof message !== 'string' || !SPANISH.test(message)) {
      return `answered ${answer.status} without a Spanish error.message`
    }
  }
  return undefined
}

/**
 * Watches the database for writes: the next transaction id to be assigned (`watermark`) stays
 * put while no statement so much as tried to write (a refusal from validation never reaches the
 * database); when it moved, `writtenSince` lists the tables holding rows that a transaction
 * since then wrote and committed (their `xmin`): an INSERT or UPDATE (soft deletes included)
 * that survived a refusal shows there, a rolled-back one does not. A hard DELETE leaves no row
 * behind, but every change in this codebase writes an audit entry, and audit_log is one of the
 * tables.
 */
export async function databaseWatch(t: TestApp) {
  const tables = rowsOf(
    await t.database.db.execute(
      sql.raw(
        `select schemaname as s, relname as r from pg_stat_user_tables
         where schemaname not in ('pg_catalog', 'information_schema', 'drizzle') order by 1, 2`,
      ),
    ),
  ) as { s: string; r: string }[]
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`
  const statement = (watermark: bigint) =>
    tables
      .map(
        ({ s, r }) =>
          `select '${s}.${r}' as t, count(*)::text as n from ${quote(s)}.${quote(r)} where xmin::text::bigint >= ${watermark}`,
      )
      .join(' union all ')
  return {
    tables: tables.length,
    async watermark(): Promise<bigint> {
      const rows = rowsOf(
        await t.database.db.execute(
          sql.raw('select pg_snapshot_xmax(pg_current_snapshot())::text as x'),
        ),
      ) as { x: string }[]
      return BigInt(rows[0]?.x ?? 0)
    },
    /** `table: n rows` of each table with rows committed by a transaction since `watermark`. */
    async writtenSince(watermark: bigint): Promise<string[]> {
      const rows = rowsOf(await t.database.db.execute(sql.raw(statement(watermark)))) as {
        t: string
        n: string
      }[]
      return rows.filter((row) => row.n !== '0').map((row) => `${row.t}: ${row.n} rows`)
    },
  }
}

function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])
}
