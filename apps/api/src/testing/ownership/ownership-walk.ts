// Test support for the ownership walk (auth/ownership-walk.test.ts): every registered route a kind
// of owning user can reach (its audience and keys, as the guard decides them) is called by a pair
// of owners of that kind, each with the other's rows, and every answer that shows or changes the
// other's rows is a problem. Nothing here names a route: the routes come from the route registry,
// the ids from the answers, the grouping from the paths (`/v1/x/{id}/y` is a route on the rows of
// `GET /v1/x`), so a route added later is walked without being listed. What the walk cannot work
// out on its own (catalogue ids shared by every owner, a valid body, where ids come from when the
// path has no list) is declared by the test; a route that needs a declaration and has none is a
// problem, never a skip.
//
// Per pair (A, B), in both directions (A with B's rows, B with A's):
// - list routes (GET, no path params): both answers 200; each owner's answer holds ids of its own
//   (so an empty list cannot pass) and none of the other's; every `…Id` query filter given the
//   other's ids, and the other's page cursor, still show none of them;
// - routes with path params: called with each of the other's row ids (from the list the path
//   lies under), they answer as a nonexistent id does (the same 404, or 403, with the same Spanish
//   message), and the audit log does not move; a GET is also read by its owner (200), and a write
//   is done by its owner at the end with the same body (2xx), so the body is known to fit and the
//   refusal is the ownership's; just before, on that same row of his, the declared bodies naming
//   the other's rows (another's asset in a report) are refused and write nothing;
// - writes without path params: the declared bodies naming the other's rows are refused (4xx with
//   a Spanish message) and write nothing; the declared own body then passes (2xx);
// - after the writes, every row of both owners' lists is as it was, and no row came or went.
// The staff routes these users cannot reach answer them 403: route-walk.test.ts proves it.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { type AuthUser, loadAuthUser } from '../../auth/auth-user.ts'
import { hasPermission, isOfAudience } from '../../auth/require-permission.ts'
import type { Db } from '../../db/database.ts'
import { auditLog } from '../../db/schema/index.ts'
import type { RegisteredRoute } from '../../http/route-registry.ts'
import { routeName } from '../route-walk.ts'

/** A user who owns rows, signed in with the test verifier's token (`test:<sub>:<email>`). */
export type Owner = { label: string; email: string; sub: string }

/** Two users of one kind, each owning rows the other has nothing to do with. */
export type OwnerPair = { kind: string; a: Owner; b: Owner }

export type Answer = { status: number; body: unknown }

/** The app as the walk calls it (Hono's in-process `request`). */
export type RequestableApp = {
  request(path: string, init: RequestInit): Response | Promise<Response>
}

/** Calls the app as one owner (every call counted). */
export type OwnerClient = {
  owner: Owner
  call(method: string, path: string, body?: unknown): Promise<Answer>
}

// biome-ignore lint/suspicious/noExplicitAny: rows are read loosely, as the answers come.
export type Row = Record<string, any> & { id: string }

/** Path params and the row they name (the last param's row of its list). */
export type Target = { params: Record<string, string>; row: Row }

export type Creation = (ctx: {
  self: OwnerClient
  other: OwnerClient
}) => Promise<{ own: unknown; foreign: unknown[] }>

/** For a route with path params that takes a body. */
export type BodyDeclaration = {
  /** A body valid for the target row, so that a refusal is the ownership's, not the body's. */
  valid: (row: Row) => unknown
  /**
   * Bodies for the caller's own row that name the other owner's rows (each must be refused), or
   * why the body can name none.
   */
  naming:
    | ((ctx: { self: OwnerClient; other: OwnerClient; row: Row }) => Promise<unknown[]>)
    | { none: string }
}

export type Declarations = {
  /**
   * By route: positions in its answer of ids every owner sees (catalogue rows, not anyone's),
   * written as the walk reports them: `tiposActivo`, `items[].tipoActivo`. `''`: the whole answer.
   */
  shared: Record<string, readonly string[]>
  /** By route with path params whose ids the walk cannot find under its path: the owner's targets. */
  idSources: Record<string, (owner: OwnerClient) => Promise<Target[]>>
  /** By route with path params that takes a body: a valid body, and bodies naming others' rows. */
  bodies: Record<string, BodyDeclaration>
  /**
   * By write route without path params: bodies naming the other owner's rows (each must be
   * refused) and one of the caller's own (must pass); `{ none }` says why it can name none.
   */
  creations: Record<string, Creation | { none: string }>
}

export type KindCount = {
  kind: string
  /** Guarded routes the kind reaches, and of them: */
  reachable: number
  lists: number
  withParams: number
  creations: number
  /** Guarded routes it does not reach: their 403 is route-walk.test.ts's. */
  leftToRouteWalk: number
  calls: number
}

export type WalkReport = { problems: string[]; counts: KindCount[] }

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi
// A message a person reading Spanish recognises as Spanish.
const SPANISH = /[áéíóúñ¿¡]|\b(de|el|la|los|las|no|es|un|una|que|del)\b/i
/** Rows tried per list and direction: enough to meet each estado of the fixtures. */
const ROWS_PER_LIST = 10

/** The route's answer `error.message` when it is a Spanish one, else undefined. */
function spanishMessage(answer: Answer): string | undefined {
  const message = (answer.body as { error?: { message?: unknown } } | null)?.error?.message
  return typeof message === 'string' && SPANISH.test(message) ? message : undefined
}

/**
 * Every UUID in an answer (JSON, or the text of a CSV), with where it is (`items[].obra.id`),
 * leaving out those under the shared positions.
 */
export function idsIn(body: unknown, shared: readonly string[] = []): Map<string, string[]> {
  const found = new Map<string, string[]>()
  if (shared.includes('')) return found
  const isShared = (path: string) =>
    shared.some(
      (prefix) => path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`),
    )
  const visit = (value: unknown, path: string) => {
    if (path && isShared(path)) return
    if (typeof value === 'string') {
      for (const [match] of value.matchAll(UUID)) {
        const id = match.toLowerCase()
        found.set(id, [...(found.get(id) ?? []), path || '(text)'])
      }
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, `${path}[]`)
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, path ? `${path}.${key}` : key)
    }
  }
  visit(body, '')
  return found
}

/** The rows of a list answer: an array of `{ id }`, or a page's `items`. */
export function rowsOf(body: unknown): Row[] | undefined {
  const list = Array.isArray(body) ? body : (body as { items?: unknown } | null)?.items
  if (!Array.isArray(list)) return undefined
  return list.filter(
    (row): row is Row => !!row && typeof row === 'object' && typeof row.id === 'string',
  )
}

/** The other's ids a `…Id` filter takes: those at `obraId`, `obra.id` or `obraIds[]` for `obraId`. */
function idsForFilter(theirs: Map<string, string[]>, param: string): string[] {
  const base = param.slice(0, -2)
  const at = new RegExp(`(^|\\.)(${param}|${base}\\.id|${base}Ids\\[\\])$`)
  return [...theirs].filter(([, paths]) => paths.some((path) => at.test(path))).map(([id]) => id)
}

const fill = (path: string, params: Record<string, string>) =>
  path.replaceAll(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)

const paramsOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '')

const isWrite = (route: RegisteredRoute) => route.method !== 'get'

/** Whether the user gets past the route's guard (audience, key, alsoRequires), as the API decides. */
export function reaches(user: AuthUser, route: RegisteredRoute): boolean {
  // Public routes show nobody's rows (route-walk.test.ts keeps their list).
  if (route.permission === null) return false
  return (
    isOfAudience(user, route.audience) &&
    hasPermission(user, route.permission) &&
    route.alsoRequires.every((key) => hasPermission(user, key as typeof route.permission))
  )
}

function ownerClient(app: RequestableApp, owner: Owner, counter: { calls: number }): OwnerClient {
  return {
    owner,
    async call(method, path, body) {
      counter.calls += 1
      const headers: Record<string, string> = {
        Authorization: `Bearer test:${owner.sub}:${owner.email}`,
      }
      if (body !== undefined) headers['content-type'] = 'application/json'
      const res = await app.request(path, {
        method: method.toUpperCase(),
        headers,
        ...(body !== undefined && { body: JSON.stringify(body) }),
      })
      const text = await res.text()
      const json = res.headers.get('content-type')?.includes('application/json') && text !== ''
      return { status: res.status, body: json ? JSON.parse(text) : text }
    },
  }
}

const describeAnswer = (answer: Answer) =>
  `${answer.status} ${spanishMessage(answer) ?? JSON.stringify(answer.body).slice(0, 160)}`

export async function walkOwnership(options: {
  app: RequestableApp
  db: Db
  routes: readonly RegisteredRoute[]
  pairs: readonly OwnerPair[]
  declarations: Declarations
}): Promise<WalkReport> {
  const { app, db, routes, pairs, declarations } = options
  const problems: string[] = []
  const counts: KindCount[] = []
  const auditCount = async () => {
    const [row] = await db.select({ n: sql<number>`cast(count(*) as int)` }).from(auditLog)
    return Number(row?.n)
  }

  for (const pair of pairs) {
    const counter = { calls: 0 }
    const a = ownerClient(app, pair.a, counter)
    const b = ownerClient(app, pair.b, counter)
    const problem = (text: string) => problems.push(`[${pair.kind}] ${text}`)
    const userA = await loadAuthUser(db, {
      sub: pair.a.sub,
      email: pair.a.email,
      emailVerified: true,
    })
    const userB = await loadAuthUser(db, {
      sub: pair.b.sub,
      email: pair.b.email,
      emailVerified: true,
    })
    if (!userA || !userB) throw new Error(`${pair.kind}: an owner of the pair cannot sign in`)

    const reachable = routes.filter((route) => reaches(userA, route))
    const reachableByB = routes.filter((route) => reaches(userB, route)).map(routeName)
    if (reachable.map(routeName).join() !== reachableByB.join()) {
      problem(`${pair.b.label} does not reach the routes ${pair.a.label} does: give B A's keys`)
    }
    const lists = reachable.filter((route) => route.method === 'get' && !route.path.includes('{'))
    const withParams = reachable.filter((route) => route.path.includes('{'))
    const creations = reachable.filter((route) => isWrite(route) && !route.path.includes('{'))
    const directions: [OwnerClient, OwnerClient][] = [
      [a, b],
      [b, a],
    ]
    const label = (client: OwnerClient) => client.owner.label

    // ---- lists ---------------------------------------------------------------------------------
    /** Rows of each owner's lists before any write: path → owner label → rows by id. */
    const before = new Map<string, Map<string, Map<string, string>>>()
    for (const list of lists) {
      const name = routeName(list)
      const shared = declarations.shared[name] ?? []
      const answers = new Map<OwnerClient, Answer>()
      for (const client of [a, b]) {
        const answer = await client.call('get', list.path)
        if (answer.status !== 200)
          problem(`${name}: ${label(client)} got ${describeAnswer(answer)}`)
        answers.set(client, answer)
        const rows = rowsOf(answer.body)
        if (rows) {
          const byOwner = before.get(list.path) ?? new Map()
          byOwner.set(label(client), new Map(rows.map((row) => [row.id, JSON.stringify(row)])))
          before.set(list.path, byOwner)
        }
      }
      if (shared.includes('')) continue // declared the catalogue's: nobody's rows
      for (const [self, other] of directions) {
        const own = idsIn(answers.get(self)?.body, shared)
        const theirs = idsIn(answers.get(other)?.body, shared)
        if (own.size === 0) {
          problem(
            `${name}: ${label(self)}'s answer holds no id of his own, so the walk cannot tell it ` +
              'from a scoped list: give him rows of it in testing/ownership/owners.ts (or declare ' +
              `the answer's catalogue positions in shared)`,
          )
        }
        const leaked = [...theirs].filter(([id]) => own.has(id))
        if (leaked.length > 0) {
          const shown = leaked
            .slice(0, 3)
            .map(([id, paths]) => `${id} (at ${own.get(id)?.[0]}; his at ${paths[0]})`)
          problem(
            `${name}: ${label(self)}'s answer holds ${leaked.length} id(s) of ` +
              `${label(other)}'s answer: ${shown.join(', ')}${leaked.length > 3 ? ', …' : ''}; ` +
              'if every owner sees them (catalogue rows), declare their position in shared',
          )
        }
        const leaks = async (query: string) => {
          const answer = await self.call('get', `${list.path}?${query}`)
          const where = `${name}?${query}, as ${label(self)}`
          if (answer.status === 200) {
            const found = [...idsIn(answer.body, shared).keys()].filter((id) => theirs.has(id))
            if (found.length > 0) problem(`${where}: shows ${label(other)}'s ${found.join(', ')}`)
          } else if (answer.status >= 500 || answer.status === 401 || !spanishMessage(answer)) {
            problem(`${where}: got ${describeAnswer(answer)}`)
          }
        }
        for (const param of list.queryParams.filter((query) => /^\w+Id$/.test(query))) {
          const candidates = idsForFilter(theirs, param)
          for (const id of (candidates.length > 0 ? candidates : [...theirs.keys()]).slice(
            0,
            ROWS_PER_LIST,
          )) {
            await leaks(`${param}=${id}`)
          }
        }
        if (list.queryParams.includes('cursor')) {
          // The other's cursor to his next page (pages of one row, so he has one).
          const small = list.queryParams.includes('pageSize') ? '?pageSize=1' : ''
          const page = (await other.call('get', `${list.path}${small}`)).body as {
            nextCursor?: unknown
          }
          if (typeof page?.nextCursor === 'string') {
            await leaks(`cursor=${encodeURIComponent(page.nextCursor)}`)
          } else {
            problem(`${name}: ${label(other)}'s page of one row has no nextCursor to try`)
          }
        }
      }
    }

    // ---- routes with path params ---------------------------------------------------------------
    /** The owner's targets of a route: its rows under the route's path, or the declared source. */
    const targetsOf = async (route: RegisteredRoute, owner: OwnerClient) => {
      const name = routeName(route)
      const declared = declarations.idSources[name]
      if (declared) return declared(owner)
      const params = paramsOf(route.path)
      let bound: Record<string, string> = {}
      let targets: Target[] = []
      for (const [index, param] of params.entries()) {
        const collection = route.path.slice(0, route.path.indexOf(`{${param}}`)).replace(/\/$/, '')
        const list = reachable.find((known) => known.method === 'get' && known.path === collection)
        if (!list) {
          return (
            `${name}: no GET ${collection} this user reaches to gather {${param}} from: declare ` +
            'how in idSources of the ownership walk'
          )
        }
        const answer = await owner.call('get', fill(collection, bound))
        const rows = rowsOf(answer.body)
        if (answer.status !== 200 || !rows) {
          return (
            `${name}: GET ${collection} answered ${label(owner)} ${answer.status} without rows ` +
            `(an array of { id } or a page's items): declare how to gather {${param}} in idSources`
          )
        }
        const first = rows[0]
        if (index < params.length - 1) {
          if (!first) return []
          bound = { ...bound, [param]: first.id }
        } else {
          targets = rows.map((row) => ({ params: { ...bound, [param]: row.id }, row }))
        }
      }
      return targets
    }

    const controls: (() => Promise<void>)[] = []
    for (const route of withParams) {
      const name = routeName(route)
      const bodyOf = declarations.bodies[name]?.valid
      const naming = declarations.bodies[name]?.naming
      if (route.hasBody && !bodyOf) {
        problem(
          `${name}: takes a body: declare a valid one (built from the target row) in bodies of ` +
            "the ownership walk, so that its refusal is the ownership's, not the body's, and the " +
            "bodies naming another owner's rows it must refuse (or { none: why it names none })",
        )
        continue
      }
      const bodyFor = (row: Row) => (route.hasBody ? bodyOf?.(row) : undefined)
      for (const [self, other] of directions) {
        const targets = await targetsOf(route, other)
        if (typeof targets === 'string') {
          problem(targets)
          break
        }
        if (targets.length === 0) {
          problem(`${name}: ${label(other)} has no rows to try it with: give him some`)
          continue
        }
        const nowhere = await self.call(
          route.method,
          fill(route.path, Object.fromEntries(paramsOf(route.path).map((p) => [p, randomUUID()]))),
          bodyFor(targets[0]?.row as Row),
        )
        if (![403, 404].includes(nowhere.status) || !spanishMessage(nowhere)) {
          problem(
            `${name}: a nonexistent id answers ${describeAnswer(nowhere)}, not 404 in Spanish`,
          )
        }
        for (const target of targets.slice(0, ROWS_PER_LIST)) {
          const path = fill(route.path, target.params)
          const audited = isWrite(route) ? await auditCount() : 0
          const answer = await self.call(route.method, path, bodyFor(target.row))
          const where = `${name} with ${label(other)}'s ${path}, as ${label(self)}`
          if (
            answer.status !== nowhere.status ||
            spanishMessage(answer) === undefined ||
            spanishMessage(answer) !== spanishMessage(nowhere)
          ) {
            problem(
              `${where}: got ${describeAnswer(answer)}; a nonexistent id gets ` +
                `${describeAnswer(nowhere)} (another's row must answer as one that does not exist)`,
            )
          }
          if (isWrite(route) && (await auditCount()) !== audited) {
            problem(`${where}: the audit log changed (${answer.status}): the row was written`)
          }
        }
        const first = targets[0]
        if (!first) continue
        if (route.method === 'get') {
          // Its owner reads it: a route that refuses everyone would otherwise pass.
          const own = await other.call('get', fill(route.path, first.params))
          if (own.status !== 200) {
            problem(`${name}: ${label(other)} cannot read his own row: ${describeAnswer(own)}`)
          }
        } else {
          controls.push(async () => {
            // Its owner does it, with a body of the same builder, on a row of his as it is now;
            // first, on that row, the bodies naming the caller's rows are refused and write
            // nothing (the row takes the valid body right after, so it was writable).
            const fresh = await targetsOf(route, other)
            let last: Answer | undefined
            for (const target of typeof fresh === 'string' ? [] : fresh.slice(0, ROWS_PER_LIST)) {
              const path = fill(route.path, target.params)
              const named =
                naming instanceof Function
                  ? await naming({ self: other, other: self, row: target.row })
                  : []
              for (const body of named) {
                const audited = await auditCount()
                const answer = await other.call(route.method, path, body)
                const where = `${name} on his own ${path} naming ${label(self)}'s rows, as ${label(other)}`
                const refused = answer.status >= 400 && answer.status < 500 && answer.status !== 401
                if (!refused || !spanishMessage(answer)) {
                  problem(`${where}: got ${describeAnswer(answer)} (${JSON.stringify(body)})`)
                }
                if ((await auditCount()) !== audited) problem(`${where}: the audit log changed`)
              }
              last = await other.call(route.method, path, bodyFor(target.row))
              if (last.status >= 200 && last.status < 300) return
            }
            problem(
              `${name}: ${label(other)} cannot do it on any row of his own (last: ` +
                `${last ? describeAnswer(last) : 'no row'}): the declared body does not fit, so ` +
                'its refusals prove nothing',
            )
          })
        }
      }
    }

    // ---- writes without path params --------------------------------------------------------------
    let declaredNone = 0
    for (const route of creations) {
      const name = routeName(route)
      const declared = declarations.creations[name]
      if (!declared) {
        problem(
          `${name}: a write without path params: declare in creations of the ownership walk the ` +
            "bodies naming another owner's rows it must refuse (or { none: why it names none })",
        )
        continue
      }
      if (!(declared instanceof Function)) {
        declaredNone += 1
        continue
      }
      for (const [self, other] of directions) {
        const { own, foreign } = await declared({ self, other })
        if (foreign.length === 0) problem(`${name}: no body naming ${label(other)}'s rows`)
        for (const body of foreign) {
          const audited = await auditCount()
          const answer = await self.call(route.method, route.path, body)
          const where = `${name} naming ${label(other)}'s rows, as ${label(self)}`
          const refused = answer.status >= 400 && answer.status < 500 && answer.status !== 401
          if (!refused || !spanishMessage(answer)) {
            problem(`${where}: got ${describeAnswer(answer)} (${JSON.stringify(body)})`)
          }
          if ((await auditCount()) !== audited) problem(`${where}: the audit log changed`)
        }
        controls.push(async () => {
          const answer = await self.call(route.method, route.path, own)
          if (answer.status < 200 || answer.status >= 300) {
            problem(
              `${name}: ${label(self)}'s own body is refused (${describeAnswer(answer)}): the ` +
                'declared bodies do not fit, so the refusals prove nothing',
            )
          }
        })
      }
    }

    // ---- nothing of either owner changed ---------------------------------------------------------
    for (const [path, byOwner] of before) {
      for (const client of [a, b]) {
        const rows = byOwner.get(label(client))
        if (!rows) continue
        const now = rowsOf((await client.call('get', path)).body) ?? []
        const changed = now
          .filter((row) => rows.get(row.id) !== JSON.stringify(row))
          .map((row) => row.id)
        const gone = [...rows.keys()].filter((id) => !now.some((row) => row.id === id))
        if (changed.length > 0 || gone.length > 0) {
          problem(
            `GET ${path}: ${label(client)}'s rows changed during the walk (new or changed: ` +
              `${changed.join(', ') || 'none'}; gone: ${gone.join(', ') || 'none'})`,
          )
        }
      }
    }

    // ---- controls: the declared bodies fit the owner's own rows ----------------------------------
    for (const control of controls) await control()

    counts.push({
      kind: pair.kind,
      reachable: reachable.length,
      lists: lists.length,
      withParams: withParams.length,
      creations: creations.length - declaredNone,
      leftToRouteWalk:
        routes.filter((route) => route.permission !== null).length - reachable.length,
      calls: counter.calls,
    })
  }
  return { problems, counts }
}
