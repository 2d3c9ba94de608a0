// Every commercial route, walked with nonsense input by the superuser: bad input is always a 4xx
// with a Spanish message, never a 500; and every route is documented with who may call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listRegisteredRoutes } from '../http/route-registry.ts'
import { routeName } from '../testing/route-walk.ts'
import { AS, startTestApp, type TestApp } from '../testing/test-app.ts'

const PREFIXES = [
  '/v1/razones-sociales',
  '/v1/grupos-cliente',
  '/v1/constructoras',
  '/v1/obras',
  '/v1/proveedores',
  '/v1/proveedores-provisorios',
  '/v1/valores-uf',
]

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 60_000)
afterAll(() => t?.close())

const comercialRoutes = () =>
  listRegisteredRoutes(t.app).filter((route) =>
    PREFIXES.some((prefix) => route.path === prefix || route.path.startsWith(`${prefix}/`)),
  )

const NONSENSE_BODIES = [
  {},
  { rut: 12345, version: 'uno', nombre: ['x'], comuna: 13101, fechaInicio: '31-12-2026' },
  { version: 1, administrador: 'x', activo: 'quizás', grupoClienteId: 'nada' },
]
const NONSENSE_QUERIES = [
  '',
  '?page=abc&pageSize=-1&sort=nada&dir=arriba&version=x&cursor=%%%',
  '?version=1&q=%25_%5C&activo=true',
]

describe('the commercial routes', () => {
  it('are all mounted: 46 routes', () => {
    expect(comercialRoutes()).toHaveLength(46)
  })

  it('never answer 500 to nonsense input, and always say what is wrong in Spanish', async () => {
    const problems: string[] = []
    for (const route of comercialRoutes()) {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-uuid']) {
        for (const query of NONSENSE_QUERIES) {
          for (const body of route.hasBody ? NONSENSE_BODIES : [undefined]) {
            const path = route.path.replaceAll(/\{\w+\}/g, id) + query
            const res = await t.call(route.method.toUpperCase(), path, { as: AS.su, body })
            const where = `${routeName(route)} ${path} ${JSON.stringify(body)}`
            if (res.status >= 500) problems.push(`${where}: ${res.status}`)
            if (
              res.status >= 400 &&
              !/[áéíóúñ]|\b(de|el|la|no)\b/i.test(res.body?.error?.message)
            ) {
              problems.push(`${where}: no Spanish message`)
            }
          }
        }
      }
    }
    expect(problems).toEqual([])
  }, 120_000)

  it('are documented in /openapi.json with their permission', async () => {
    const doc = (await t.call('GET', '/openapi.json', { as: null })).body as {
      paths: Record<string, Record<string, { description: string }>>
    }
    for (const route of comercialRoutes()) {
      const operation = doc.paths[route.path]?.[route.method]
      expect(operation, routeName(route)).toBeDefined()
      const keys = [
        ...(route.permission === '' ? [] : [String(route.permission)]),
        ...route.alsoRequires,
      ]
      for (const expected of keys.length > 0 ? keys : ['sin permiso adicional']) {
        expect(operation?.description, routeName(route)).toContain(expected)
      }
    }
  })
})
