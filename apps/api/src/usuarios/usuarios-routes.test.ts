// Every route of the users area, walked with nonsense input by the superuser: bad input is always
// a 4xx with a Spanish message, never a 500; and every route is documented with who may call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { areaRoutes, nonsenseProblems, undocumentedProblems } from '../testing/area-walk.ts'
import { createMemoryUserPool } from '../testing/memory-user-pool.ts'
import { startTestApp, type TestApp } from '../testing/test-app.ts'

// The lessor's users (`/v1/proveedores/{id}/usuarios`) are walked with the commercial routes,
// under whose prefix they lie.
const PREFIXES = ['/v1/usuarios', '/v1/perfiles']

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ userPool: createMemoryUserPool() })
}, 180_000)
afterAll(() => t?.close())

const NONSENSE_BODIES = [
  {},
  { version: 'uno', nombre: ['x'], email: 5, tipo: 'jefe', su: 'quizás' },
  { version: 1, permisos: 'todos', perfilIds: ['x'], obraIds: [1], operadorId: 'nadie' },
  { version: 1, permisos: ['nada/nada'], entrega: 'paloma', descripcion: 7 },
]
const NONSENSE_QUERIES = [
  '',
  '?page=abc&pageSize=-1&sort=nada&dir=arriba&version=x&cursor=%%%',
  '?tipo=jefe&perfilId=x&obraId=y&proveedorId=z&activo=quizás&format=pdf&columns=todas',
]

describe('the users routes', () => {
  // Users: list, export, detail, create, edit, delete, disable, enable, reset; perfiles: list,
  // detail, create, edit, delete.
  it('are all mounted: 14 routes', () => {
    expect(areaRoutes(t, PREFIXES)).toHaveLength(14)
  })

  it('answer nonsense with a 4xx in Spanish, never a 500', async () => {
    const problems = await nonsenseProblems(t, areaRoutes(t, PREFIXES), {
      bodies: NONSENSE_BODIES,
      queries: NONSENSE_QUERIES,
    })
    expect(problems).toEqual([])
  })

  it('are documented in /openapi.json with their key', async () => {
    expect(await undocumentedProblems(t, areaRoutes(t, PREFIXES))).toEqual([])
  })
})
