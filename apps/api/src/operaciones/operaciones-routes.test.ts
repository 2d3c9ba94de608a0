// Every operations route (marcas, tipos de activo, flotas, activos and their documents), walked
// with nonsense input by the superuser: bad input is always a 4xx with a Spanish message, never a
// 500; and every route is documented with who may call it. Routes are found by their paths, so a
// route added to the area is walked without being listed here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listRegisteredRoutes } from '../http/route-registry.ts'
import { routeName } from '../testing/route-walk.ts'
import { AS, startTestApp, type TestApp } from '../testing/test-app.ts'

const PREFIXES = [
  '/v1/marcas',
  '/v1/tipos-activo',
  '/v1/flotas',
  '/v1/activos',
  '/v1/documentos-activo',
]

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 60_000)
afterAll(() => t?.close())

const operacionesRoutes = () =>
  listRegisteredRoutes(t.app).filter((route) =>
    PREFIXES.some((prefix) => route.path === prefix || route.path.startsWith(`${prefix}/`)),
  )

const NONSENSE_BODIES = [
  {},
  {
    nombre: ['x'],
    version: 'uno',
    categoria: 'aviones',
    tarifaReferencia: 'mucho',
    requiereOperador: 'quizás',
    codigo: 12,
    anio: 'nuevo',
    patente: 123,
    horometro: -4,
  },
  {
    version: 1,
    tipoActivoId: 'nada',
    marcaId: 7,
    tipo: 'pasaporte',
    vence: '31-12-2026',
    bytes: -1,
    archivo: { clave: '../../etc/passwd', nombre: '' },
  },
]
const NONSENSE_QUERIES = [
  '',
  '?page=abc&pageSize=-1&sort=nada&dir=arriba&version=x&cursor=%%%',
  '?version=1&q=%25_%5C&categoria=x&requiereOperador=tal-vez&documentos=pronto&estado=perdido',
]

describe('the operations routes', () => {
  it('are mounted for each entity of the area', () => {
    const paths = operacionesRoutes().map((route) => route.path)
    for (const prefix of PREFIXES) {
      expect(
        paths.some((path) => path.startsWith(prefix)),
        prefix,
      ).toBe(true)
    }
    // Marcas, tipos de activo and flotas: list, detail, create, edit and delete each.
    const own = paths.filter((path) => /^\/v1\/(marcas|tipos-activo|flotas)\b/.test(path))
    expect(own).toHaveLength(15)
  })

  it('never answer 500 to nonsense input, and always say what is wrong in Spanish', async () => {
    const problems: string[] = []
    for (const route of operacionesRoutes()) {
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
  }, 180_000)

  it('are documented in /openapi.json with their permission', async () => {
    const doc = (await t.call('GET', '/openapi.json', { as: null })).body as {
      paths: Record<string, Record<string, { description: string }>>
    }
    for (const route of operacionesRoutes()) {
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
