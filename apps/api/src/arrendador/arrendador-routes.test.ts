// Every route of the lessor area (the arrendador portal's and staff's incidents and trips), walked
// with nonsense input: by su the staff's, by a lessor the portal's (su may not call them: they are
// the lessors'); never a 500, always a Spanish message; and each is documented with its key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { areaRoutes, nonsenseProblems, undocumentedProblems } from '../testing/area-walk.ts'
import { AS, startTestApp, type TestApp } from '../testing/test-app.ts'

const PREFIXES = ['/v1/arrendador', '/v1/incidentes', '/v1/viajes-arrendador']

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

const routes = () => areaRoutes(t, PREFIXES)

const NONSENSE_BODIES = [
  {},
  {
    version: 'uno',
    activoId: 'el rojo',
    fecha: '2026-02-30',
    tipo: 'robo',
    descripcion: ['x'],
    fotos: [{ clave: '../../etc/passwd', nombre: '' }],
    comentario: '',
  },
  {
    version: 1,
    activoId: '00000000-0000-4000-8000-000000000000',
    fecha: '1900-01-01',
    origen: 'x'.repeat(300),
    destino: null,
    km: -3.25,
    carga: 7,
    guiaDespacho: 0,
    nombre: '',
    bytes: 0,
    fotos: 'muchas',
  },
]
const NONSENSE_QUERIES = [
  '',
  '?page=abc&pageSize=-1&sort=nada&dir=arriba&cursor=%%%',
  '?q=%25_%5C&estado=perdido&tipo=robo&activoId=1&proveedorId=x&obraActualId=y',
  '?desde=2026-12-31&hasta=2020-01-01&format=pdf&columns=nada',
]

describe('the lessor area’s routes', () => {
  it('are mounted: the portal’s and staff’s', () => {
    const paths = routes().map((route) => `${route.method} ${route.path}`)
    expect(paths).toHaveLength(27)
    expect(routes().filter((route) => route.audience === 'proveedor')).toHaveLength(21)
  })

  it('never answer 500 to nonsense from staff, and say what is wrong in Spanish', async () => {
    const staff = routes().filter((route) => route.audience !== 'proveedor')
    const problems = await nonsenseProblems(t, staff, {
      bodies: NONSENSE_BODIES,
      queries: NONSENSE_QUERIES,
    })
    expect(problems).toEqual([])
  }, 300_000)

  it('the portal’s refuse nonsense from a lessor the same way', async () => {
    const problems: string[] = []
    const ids = ['00000000-0000-4000-8000-000000000000', 'no-es-uuid']
    for (const route of routes().filter((r) => r.audience === 'proveedor')) {
      for (const id of ids) {
        for (const query of NONSENSE_QUERIES) {
          for (const body of route.hasBody ? NONSENSE_BODIES : [undefined]) {
            const path = route.path.replaceAll(/\{\w+\}/g, id) + query
            const res = await t.call(route.method.toUpperCase(), path, { as: AS.proveedor, body })
            const where = `${route.method} ${path} ${JSON.stringify(body)}`
            if (res.status >= 500 || res.status === 403) problems.push(`${where}: ${res.status}`)
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
  }, 300_000)

  it('are documented in /openapi.json with their permission', async () => {
    expect(await undocumentedProblems(t, routes())).toEqual([])
  })
})
