// The route walk: every route the API mounts (read from the route registry, so routes added by
// later issues are walked without touching this file) is called with real ID tokens of the local
// user pool, and must answer as spec section 5's rules say, enforced on the server: no or bad
// token → 401; wrong tipo → 403; missing key → 403 unless su. It also fails when a route is
// served without coming through registerRoute, which is what puts the guard in front of it.
import { defineRoute } from '@cordillera/contracts'
import { isKnownKey } from '@cordillera/permissions'
import { createRoute } from '@hono/zod-openapi'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { App } from '../app.ts'
import { registerRoute } from '../http/register-route.ts'
import { listRegisteredRoutes, type RegisteredRoute } from '../http/route-registry.ts'
import { guardRequest, routeName, routesOutsideRegistry } from '../testing/route-walk.ts'
import {
  forgeIdToken,
  type SeededUserPool,
  startSeededUserPool,
} from '../testing/seeded-user-pool.ts'

/** Served outside registerRoute on purpose: the API's own documentation, public by design. */
const DOCUMENTATION_ROUTES = ['GET /openapi.json', 'GET /docs', 'GET /docs/assets/:file']
/** Public contract routes. Making a route public is a decision: add it here when you make it. */
const PUBLIC_ROUTES = ['GET /health']

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
    summary: 'Prueba: personal, sin permiso (como constructoras)',
    tags: ['test'],
    permission: '',
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
  const { staffKeyWithParam, staffKeyWithBody, staffNoKey, lessor } = testOnlyRoutes
  registerRoute(app, staffKeyWithParam, (c) => c.json({ ok: true } as const, 200))
  registerRoute(app, staffKeyWithBody, (c) => c.json({ ok: true } as const, 201))
  registerRoute(app, staffNoKey, (c) => c.json({ ok: true } as const, 200))
  registerRoute(app, lessor, (c) => c.body(null, 204))
}

type Who = 'sinpermisos' | 'proveedor' | 'su'
const EMAILS: Record<Who, string> = {
  sinpermisos: 'sinpermisos@cordillera.cl', // staff, no keys
  proveedor: 'proveedor@arriendos-sur.cl', // lessor
  su: 'admin@cordillera.cl', // staff superuser
}

/** What spec section 5 says each demo user gets from a guarded route. */
function expectedFor(route: RegisteredRoute, who: Who): 'pasa' | 'prohibido' {
  // 'authenticated': every signed-in user of either tipo.
  if (route.audience === null) return 'pasa'
  if (route.audience === 'cordillera') {
    if (who === 'proveedor') return 'prohibido' // rule 3: staff only
    if (who === 'sinpermisos' && route.permission !== '') return 'prohibido' // rule 4
    return 'pasa'
  }
  // Lessor routes: no staff user, su included (su grants keys, not a tipo).
  if (who !== 'proveedor') return 'prohibido'
  return route.permission === '' ? 'pasa' : 'prohibido'
}

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

async function call(route: RegisteredRoute, authorization?: string) {
  const [url, init] = guardRequest(route, authorization ? { Authorization: authorization } : {})
  const res = await app.request(url, init)
  const body = res.headers.get('content-type')?.includes('application/json')
    ? ((await res.json()) as { error?: { code?: string; message?: string } })
    : undefined
  return { status: res.status, code: body?.error?.code, message: body?.error?.message }
}

/** Calls every guarded route and lists, by route, each answer that breaks `check`. */
async function walk(
  authorization: (route: RegisteredRoute) => string | undefined,
  check: (route: RegisteredRoute, answer: Awaited<ReturnType<typeof call>>) => string | undefined,
): Promise<string[]> {
  const problems: string[] = []
  for (const route of guardedRoutes()) {
    const problem = check(route, await call(route, authorization(route)))
    if (problem) problems.push(`${routeName(route)}: ${problem}`)
  }
  return problems
}

const unauthenticated = (answer: Awaited<ReturnType<typeof call>>) =>
  answer.status === 401 && answer.code === 'no_autenticado'
    ? undefined
    : `expected 401 no_autenticado, got ${answer.status} ${answer.code ?? '(no JSON error)'}`

describe('the route registry', () => {
  it('holds every route the app serves, except its documentation', () => {
    expect(routesOutsideRegistry(app).sort()).toEqual([...DOCUMENTATION_ROUTES].sort())
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
          : `${route.audience}:${route.permission === '' ? 'no key' : 'key'}`,
      ),
    )
    expect([...kinds].sort()).toEqual([
      'authenticated',
      'cordillera:key',
      'cordillera:no key',
      'proveedor:no key',
    ])
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
