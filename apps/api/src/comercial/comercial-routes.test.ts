// Every commercial route, walked with nonsense input by the superuser: bad input is always a 4xx
// with a Spanish message, never a 500; and every route is documented with who may call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { areaRoutes, nonsenseProblems, undocumentedProblems } from '../testing/area-walk.ts'
import { startTestApp, type TestApp } from '../testing/test-app.ts'

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

const comercialRoutes = () => areaRoutes(t, PREFIXES)

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
    const problems = await nonsenseProblems(t, comercialRoutes(), {
      bodies: NONSENSE_BODIES,
      queries: NONSENSE_QUERIES,
    })
    expect(problems).toEqual([])
  }, 120_000)

  it('are documented in /openapi.json with their permission', async () => {
    expect(await undocumentedProblems(t, comercialRoutes())).toEqual([])
  })
})
