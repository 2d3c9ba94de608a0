// The route walk: every route the API mounts (read from the route registry, so routes added by
// later issues are walked without touching this file) is called with real ID tokens of the local
// user pool, and must answer as the navigation rules of docs/portals.md say, enforced on the
// server: no or bad token → 401; wrong tipo, or a site client or operator on a keyless staff
// route → 403; missing key (the route's or one of its `alsoRequires`) → 403 unless su. Past the
// guard, every route refuses the same bad input the same way (undeclared query parameters, NUL
// characters, oversized bodies) and every answer carries the security headers. It also fails
// when a route is served without coming through registerRoute, which is what puts the guard in
// front of it.
import { defineRoute } from '@cordillera/contracts'
import { isKnownKey } from '@cordillera/permissions'
import { createRoute } from '@hono/zod-openapi'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { App } from '../app.ts'
import { registerRoute } from '../http/register-route.ts'
import { listRegisteredRoutes, type RegisteredRoute } from '../http/route-registry.ts'
import { PERMISSIONS_POLICY } from '../http/security-headers.ts'
import { DEMO_USERS } from '../seed/demo-users.ts'
import { guardRequest, routeName, routesOutsideRegistry } from '../testing/route-walk.ts'
import {
  forgeIdToken,
  type SeededUserPool,
  startSeededUserPool,
} from '../testing/seeded-user-pool.ts'

/** Served outside registerRoute on purpose: the API's own documentation, public by design. */
const DOCUMENTATION_ROUTES = ['GET /openapi.json', 'GET /docs', 'GET /docs/assets/:file']
/**
 * Served outside registerRoute on purpose: the operators' metrics (decision 092), guarded by
 * METRICS_TOKEN rather than a user's key, so no user token opens them (tested below).
 */
const OPERATIONS_ROUTES = ['GET /metrics']
/** Public contract routes. Making a route public is a decision: add it here when you make it. */
const PUBLIC_ROUTES = [
  'GET /health',
  // Liveness and readiness for load balancers and orchestrators (decision 092).
  'GET /health/live',
  'GET /health/ready',
  // The disk storage's file URLs (decision 018): no Authorization, the signed token in the path
  // is the permission, issued only by routes that checked the caller's key. Not mounted with S3.
  'PUT /v1/archivos/{token}',
  'GET /v1/archivos/{token}',
]

// Until later issues add real ones, these stand for each kind of guarded route. They are mounted
// the way production routes are (registerRoute), on this test's app only.
const testOnlyRoutes = {
  staffKeyWithParam: defineRoute({
    method: 'get',
    path: '/v1/test/walk/trabajadores/{id}',
    summary: 'Prueba: personal con permiso, con parámetro',
    tags: ['test'],
    permission: 'rrhh/detalle-trabajador',
    params: z.object({ id: z.string().uuid() }),
    responses: { 200: { description: 'ok', schema: z.object({ ok: z.literal(true) }) } },
  }),
  staffKeyWithBody: defineRoute({
    method: 'post',
    path: '/v1/test/walk/trabajadores',
    summary: 'Prueba: personal con permiso, con cuerpo',
    tags: ['test'],
    permission: 'rrhh/crear-trabajador',
    body: z.object({ nombres: z.string() }),
    responses: { 201: { description: 'creado', schema: z.object({ ok: z.literal(true) }) } },
  }),
  staffNoKey: defineRoute({
    method: 'get',
    path: '/v1/test/walk/constructoras',
    summary: 'Prueba: personal interno, sin permiso (como constructoras)',
    tags: ['test'],
    permission: '',
    query: z.object({ q: z.string().optional() }),
    responses: { 200: { description: 'ok', schema: z.object({ ok: z.literal(true) }) } },
  }),
  companyNoKey: defineRoute({
    method: 'get',
    path: '/v1/test/walk/mis-avisos',
    summary: 'Prueba: todo usuario cordillera, sin permiso',
    tags: ['test'],
    permission: '',
    audience: 'cordillera',
    responses: { 200: { description: 'ok', schema: z.object({ ok: z.literal(true) }) } },
  }),
  lessor: defineRoute({
    method: 'delete',
    path: '/v1/test/walk/arrendador/equipos/{id}',
    summary: 'Prueba: solo arrendadores',
    tags: ['test'],
    permission: '',
    audience: 'proveedor',
    params: z.object({ id: z.string().uuid() }),
    responses: { 204: { description: 'eliminado' } },
  }),
}

function mountTestOnlyRoutes(app: App) {
  const { staffKeyWithParam, staffKeyWithBody, staffNoKey, companyNoKey, lessor } = testOnlyRoutes
  registerRoute(app, staffKeyWithParam, (c) => c.json({ ok: true } as const, 200))
  registerRoute(app, staffKeyWithBody, (c) => c.json({ ok: true } as const, 201))
  registerRoute(app, staffNoKey, (c) => c.json({ ok: true } as const, 200))
  registerRoute(app, companyNoKey, (c) => c.json({ ok: true } as const, 200))
  registerRoute(app, lessor, (c) => c.body(null, 204))
}

type Who = 'sinpermisos' | 'cliente' | 'operador' | 'proveedor' | 'su'
const EMAILS: Record<Who, string> = {
  sinpermisos: 'sinpermisos@cordillera.cl', // staff, no keys
  cliente: 'cliente@cordillera.cl', // site client of one obra, with its key
  operador: 'operador@cordillera.cl', // operator, with the operator keys
  proveedor: 'proveedor@arriendos-sur.cl', // lessor
  su: 'admin@cordillera.cl', // staff superuser
}

const keysOf = (who: Who): readonly string[] =>
  DEMO_USERS.find((user) => user.email === EMAILS[who])?.permisos ?? []

/** What the navigation rules (docs/portals.md) say each demo user gets from a guarded route. */
function expectedFor(route: RegisteredRoute, who: Who): 'pasa' | 'prohibido' {
  // 'authenticated': every signed-in user of either tipo.
  if (route.audience === null) return 'pasa'
  const keys = [
    ...(route.permission === '' ? [] : [String(route.permission)]),
    ...route.alsoRequires,
  ]
  if (route.audience === 'proveedor') {
    // Lessor routes: no staff user, su included (su grants keys, not a tipo).
    if (who !== 'proveedor') return 'prohibido'
    return keys.length === 0 ? 'pasa' : 'prohibido'
  }
  if (who === 'proveedor') return 'prohibido' // rule 3: tipo cordillera only
  // The operator's own routes: users with an operator record only, su included.
  if (route.audience === 'operador' && who !== 'operador') return 'prohibido'
  // Keyless backoffice routes: staff only, never site clients or operators, whatever their keys.
  if (route.audience === 'staff' && (who === 'cliente' || who === 'operador')) return 'prohibido'
  if (who === 'su') return 'pasa'
  return keys.every((key) => keysOf(who).includes(key)) ? 'pasa' : 'prohibido' // rule 4
}

/** A demo user the route lets through, to check what happens past its guard. */
const passerOf = (route: RegisteredRoute): Who =>
  (Object.keys(EMAILS) as Who[]).find((who) => expectedFor(route, who) === 'pasa') ?? 'su'

let seeded: SeededUserPool
let app: App
let tokens: Record<Who, string>
let forgedToken: string

beforeAll(async () => {
  seeded = await startSeededUserPool()
  app = seeded.appWith(seeded.config)
  mountTestOnlyRoutes(app)
  const who = Object.keys(EMAILS) as Who[]
  const signedIn = await Promise.all(who.map((name) => seeded.signIn(EMAILS[name])))
  tokens = Object.fromEntries(who.map((name, i) => [name, signedIn[i]?.idToken])) as Record<
    Who,
    string
  >
  forgedToken = forgeIdToken(tokens.su)
}, 90_000)

afterAll(() => seeded?.stop())

const guardedRoutes = () => listRegisteredRoutes(app).filter((route) => route.permission !== null)

async function call(
  route: RegisteredRoute,
  authorization?: string,
  input?: Parameters<typeof guardRequest>[2],
) {
  const headers: Record<string, string> = authorization ? { Authorization: authorization } : {}
  const res = await app.request(...guardRequest(route, headers, input))
  const body = res.headers.get('content-type')?.includes('application/json')
    ? ((await res.json()) as {
        error?: { code?: string; message?: string; fields?: Record<string, string> }
      })
    : undefined
  return {
    status: res.status,
    code: body?.error?.code,
    message: body?.error?.message,
    fields: body?.error?.fields,
    headers: res.headers,
  }
}

type Answer = Awaited<ReturnType<typeof call>>

/** Calls every guarded route as a user it lets through, with the given input. */
async function walkPastTheGuard(
  input: (route: RegisteredRoute) => Parameters<typeof guardRequest>[2] | undefined,
  check: (route: RegisteredRoute, answer: Answer) => string | undefined,
  routes = guardedRoutes(),
): Promise<string[]> {
  const problems: string[] = []
  for (const route of routes) {
    const given = input(route)
    if (!given) continue
    const answer = await call(route, `Bearer ${tokens[passerOf(route)]}`, given)
    const problem = check(route, answer)
    if (problem) problems.push(`${routeName(route)}: ${problem}`)
  }
  return problems
}

const refusedAs = (status: number, answer: Answer, field?: string) =>
  answer.status === status &&
  answer.code === 'entrada_invalida' &&
  answer.message &&
  (field === undefined || answer.fields?.[field])
    ? undefined
    : `expected ${status} entrada_invalida${field ? ` on ${field}` : ''}, got ${answer.status} ${
        answer.code
      } ${JSON.stringify(answer.fields)}`

/** Calls every guarded route and lists, by route, each answer that breaks `check`. */
async function walk(
  authorization: (route: RegisteredRoute) => string | undefined,
  check: (route: RegisteredRoute, answer: Answer) => string | undefined,
): Promise<string[]> {
  const problems: string[] = []
  for (const route of guardedRoutes()) {
    const problem = check(route, await call(route, authorization(route)))
    if (problem) problems.push(`${routeName(route)}: ${problem}`)
  }
  return problems
}

const unauthenticated = (answer: Answer) =>
  answer.status === 401 && answer.code === 'no_autenticado'
    ? undefined
    : `expected 401 no_autenticado, got ${answer.status} ${answer.code ?? '(no JSON error)'}`

describe('the route registry', () => {
  it('holds every route the app serves, except its documentation and its metrics', () => {
    expect(routesOutsideRegistry(app).sort()).toEqual(
      [...DOCUMENTATION_ROUTES, ...OPERATIONS_ROUTES].sort(),
    )
  })

  it('serves the metrics to no user: 404 without METRICS_TOKEN, 401 to every ID token with it', async () => {
    const absent = await app.request('/metrics', {
      headers: { Authorization: `Bearer ${tokens.su}` },
    })
    expect(absent.status).toBe(404)
    const withToken = seeded.appWith({ ...seeded.config, metricsToken: 'token-de-metricas-0123' })
    for (const [who, token] of Object.entries(tokens)) {
      const res = await withToken.request('/metrics', {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(res.status, who).toBe(401)
      expect(await res.text(), who).not.toContain('http_requests_total')
    }
  })

  it('would show a route mounted around registerRoute (and so without its guard)', () => {
    const other = seeded.appWith(seeded.config)
    other.openapi(
      createRoute({
        method: 'get',
        path: '/v1/sin-guardia/{id}',
        request: { params: z.object({ id: z.string() }) },
        responses: { 200: { description: 'ok' } },
      }),
      (c) => c.body(null, 200),
    )
    other.post('/v1/tambien-sin-guardia', (c) => c.body(null, 200))
    expect(routesOutsideRegistry(other)).toEqual(
      expect.arrayContaining(['GET /v1/sin-guardia/:id', 'POST /v1/tambien-sin-guardia']),
    )
  })

  it('has no public route but the declared ones', () => {
    const publicRoutes = listRegisteredRoutes(app)
      .filter((route) => route.permission === null)
      .map(routeName)
    expect(publicRoutes).toEqual(PUBLIC_ROUTES)
  })

  it('declares only keys of the route catalogue', () => {
    for (const { permission, method, path } of guardedRoutes()) {
      if (permission === 'authenticated' || permission === '') continue
      expect(isKnownKey(String(permission)), routeName({ method, path })).toBe(true)
    }
  })

  it('covers every kind of guarded route (so the walk below proves each rule)', () => {
    const kinds = new Set(
      guardedRoutes().map((route) =>
        route.audience === null
          ? 'authenticated'
          : `${route.audience}:${route.permission === '' ? 'no key' : 'key'}${
              route.alsoRequires.length > 0 ? '+also' : ''
            }`,
      ),
    )
    expect([...kinds].sort()).toEqual([
      'authenticated',
      'cordillera:key',
      'cordillera:key+also',
      'cordillera:no key',
      // The operator's own report calls (/v1/operador/…).
      'operador:key',
      'proveedor:no key',
      // Staff-only actions that take the key of the screen showing them (decision 037).
      'staff:key',
      'staff:no key',
      'staff:no key+also',
    ])
    expect(guardedRoutes().some((route) => route.queryParams.length > 0)).toBe(true)
    expect(guardedRoutes().some((route) => route.hasBody)).toBe(true)
    expect(guardedRoutes().some((route) => route.path.includes('{'))).toBe(true)
  })
})

describe('every guarded route, with real ID tokens', () => {
  it('401 no_autenticado without a token', async () => {
    expect(
      await walk(
        () => undefined,
        (_, answer) => unauthenticated(answer),
      ),
    ).toEqual([])
  })

  it('401 no_autenticado with a malformed header or token', async () => {
    for (const authorization of ['Bearer no-es-un-jwt', 'Basic YWRtaW46YWRtaW4=', 'Bearer']) {
      expect(
        await walk(
          () => authorization,
          (_, answer) => unauthenticated(answer),
        ),
      ).toEqual([])
    }
  })

  it('401 no_autenticado with a forged token (a real one with another sub)', async () => {
    expect(
      await walk(
        () => `Bearer ${forgedToken}`,
        (_, answer) => unauthenticated(answer),
      ),
    ).toEqual([])
  })

  for (const who of Object.keys(EMAILS) as Who[]) {
    it(`${who}: 403 prohibido where its tipo or keys do not reach, never 401`, async () => {
      const problems = await walk(
        () => `Bearer ${tokens[who]}`,
        (route, answer) => {
          const expected = expectedFor(route, who)
          if (expected === 'prohibido') {
            return answer.status === 403 && answer.code === 'prohibido' && answer.message
              ? undefined
              : `expected 403 prohibido with a message, got ${answer.status} ${answer.code}`
          }
          return answer.status === 401 || answer.status === 403
            ? `expected to get past the guard, got ${answer.status} ${answer.code}`
            : undefined
        },
      )
      expect(problems).toEqual([])
    })
  }
})

describe('every guarded route, past its guard, refuses bad input the same way', () => {
  it('400 naming a query parameter it does not declare', async () => {
    expect(
      await walkPastTheGuard(
        () => ({ query: 'parametroInventado=1' }),
        (_, answer) =>
          refusedAs(400, answer, 'parametroInventado') ??
          (answer.message?.includes('parametroInventado') ? undefined : 'message names no param'),
      ),
    ).toEqual([])
  })

  it('400, not 500, for a NUL in any query parameter it declares', async () => {
    const problems: string[] = []
    for (const route of guardedRoutes()) {
      for (const param of route.queryParams) {
        problems.push(
          ...(await walkPastTheGuard(
            () => ({ query: `${param}=a%00b` }),
            (_, answer) => refusedAs(400, answer, param),
            [route],
          )),
        )
      }
    }
    expect(problems).toEqual([])
  })

  it('400, not 500, for a NUL in any text of its body', async () => {
    expect(
      await walkPastTheGuard(
        (route) => (route.hasBody ? { body: '{"texto":"a\\u0000b"}' } : undefined),
        (_, answer) => refusedAs(400, answer, 'texto'),
      ),
    ).toEqual([])
  })

  it('413 for a body over 1 MB, before anything else (even the token) is looked at', async () => {
    const big = JSON.stringify({ texto: 'x'.repeat(1024 * 1024) })
    const problems: string[] = []
    for (const route of guardedRoutes().filter((candidate) => candidate.hasBody)) {
      const answer = await call(route, undefined, { body: big })
      const problem = refusedAs(413, answer)
      if (problem) problems.push(`${routeName(route)}: ${problem}`)
    }
    expect(problems).toEqual([])
  })

  it('answers with the security headers, refused or not', async () => {
    const expected = {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'permissions-policy': PERMISSIONS_POLICY,
    }
    const problems: string[] = []
    for (const route of guardedRoutes()) {
      for (const answer of [
        await call(route),
        await call(route, `Bearer ${tokens[passerOf(route)]}`),
      ]) {
        for (const [header, value] of Object.entries(expected)) {
          if (answer.headers.get(header) !== value) {
            problems.push(`${routeName(route)} (${answer.status}): ${header}`)
          }
        }
      }
    }
    expect(problems).toEqual([])
  })
})
