// Every route of the tickets area (support's under /v1/tickets, every user's own under
// /v1/mis-tickets), walked with nonsense input: support's by su, the own ones by a user of each
// portal (a site client, a lessor); never a 500, always a Spanish message; and each is documented
// with who may call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { areaRoutes, nonsenseProblems, undocumentedProblems } from '../testing/area-walk.ts'
import { routeName } from '../testing/route-walk.ts'
import { AS, startTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

const support = () => areaRoutes(t, ['/v1/tickets'])
const own = () => areaRoutes(t, ['/v1/mis-tickets'])

const NONSENSE_BODIES = [
  {},
  {
    version: 'uno',
    asunto: ['x'],
    descripcion: '',
    categoria: 'chisme',
    prioridad: 'ya',
    texto: ' ',
    estado: 'perdido',
    asignadoId: 'el de turno',
    adjuntos: [{ clave: '../../etc/passwd', nombre: '' }],
  },
  {
    version: 0,
    asunto: 'x'.repeat(300),
    descripcion: null,
    categoria: 7,
    texto: 'x'.repeat(6000),
    estado: 'cerrado',
    comentario: 5,
    motivo: ['no'],
    asignadoId: '00000000-0000-4000-8000-000000000000',
    adjuntos: 'muchos',
    nombre: '',
    bytes: -1,
    tipo: 'text/html',
  },
]
const NONSENSE_QUERIES = [
  '',
  '?page=abc&pageSize=-1&sort=nada&dir=arriba&cursor=%%%',
  '?q=%25_%5C&estado=perdido&categoria=x&prioridad=y&asignadoId=1&solicitanteTipo=jefe',
  '?format=pdf&columns=nada',
]

describe('the tickets area’s routes', () => {
  it('are mounted: support’s eight, staff only, and every user’s own eight', () => {
    expect(support().map(routeName)).toHaveLength(8)
    expect(support().every((route) => route.audience === 'staff')).toBe(true)
    expect(own().map(routeName)).toHaveLength(8)
    expect(own().every((route) => route.permission === 'authenticated')).toBe(true)
  })

  it('never answer 500 to nonsense from support, and say what is wrong in Spanish', async () => {
    const problems = await nonsenseProblems(t, support(), {
      bodies: NONSENSE_BODIES,
      queries: NONSENSE_QUERIES,
    })
    expect(problems).toEqual([])
  }, 300_000)

  it('the own ones refuse nonsense from a user of any portal the same way', async () => {
    const problems: string[] = []
    const ids = ['00000000-0000-4000-8000-000000000000', 'no-es-uuid']
    for (const as of [AS.cliente, AS.proveedor]) {
      for (const route of own()) {
        for (const id of ids) {
          for (const query of NONSENSE_QUERIES) {
            for (const body of route.hasBody ? NONSENSE_BODIES : [undefined]) {
              const path = route.path.replaceAll(/\{\w+\}/g, id) + query
              const res = await t.call(route.method.toUpperCase(), path, { as, body })
              const where = `${as} ${route.method} ${path} ${JSON.stringify(body)}`
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
    }
    expect(problems).toEqual([])
  }, 300_000)

  it('are documented in /openapi.json with who may call them', async () => {
    expect(await undocumentedProblems(t, support())).toEqual([])
    const doc = (await t.call('GET', '/openapi.json', { as: null })).body as {
      paths: Record<string, Record<string, { description: string }>>
    }
    for (const route of own()) {
      expect(doc.paths[route.path]?.[route.method]?.description, routeName(route)).toBe(
        'Requiere sesión: personal de Cordillera o arrendador.',
      )
    }
  })
})
