// Every HR route (trabajadores and their documents, operadores and their assignments, the daily
// reports, HR's and the operator's own, and the operators' dashboard), walked with nonsense input by
// the superuser: bad input is always a 4xx with a Spanish message, never a 500; and every route is
// documented with who may call it. Routes are found by their paths, so a route added to the area
// is walked without being listed here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { areaRoutes, nonsenseProblems, undocumentedProblems } from '../testing/area-walk.ts'
import { AS, startTestApp, type TestApp } from '../testing/test-app.ts'

const PREFIXES = [
  '/v1/trabajadores',
  '/v1/operadores',
  '/v1/asignaciones-operador',
  '/v1/reports',
  '/v1/operador',
  '/v1/rrhh',
]

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

const rrhhRoutes = () => areaRoutes(t, PREFIXES)

const NONSENSE_BODIES = [
  {},
  {
    version: 'uno',
    rut: 12,
    nombres: ['x'],
    fechaIngreso: '31-12-2026',
    licenciaClase: 'Z9',
    activo: 'quizás',
    tipo: 'pasaporte',
    archivo: { clave: '../../etc/passwd', nombre: '' },
  },
  {
    version: 1,
    activoId: 'el rojo',
    fecha: '2026-02-30',
    jornada: 'tarde',
    horometroInicio: -1,
    horometroFin: 'mucho',
    horasStandBy: 30,
    horasDetenidas: 2.55,
    motivoDetencion: 'siesta',
    viajes: 1.5,
    claveSync: 'otra vez',
    firma: 'data:image/gif;base64,R0lGOD',
    comentario: '',
  },
  {
    version: 1,
    operadorId: 7,
    contratoId: 'CON-1',
    desde: 'ayer',
    hasta: '2020-01-01',
    firma: `data:image/png;base64,${'A'.repeat(200)}`,
  },
]
const NONSENSE_QUERIES = [
  '',
  '?page=abc&pageSize=-1&sort=nada&dir=arriba&version=x&cursor=%%%',
  '?version=1&q=%25_%5C&estado=perdido&activoId=1&obraId=x&operadorId=nadie',
  '?desde=2026-12-31&hasta=2020-01-01&activo=tal-vez',
]

describe('the HR routes', () => {
  it('are mounted, the reports’ among them', () => {
    const paths = rrhhRoutes().map((route) => route.path)
    for (const prefix of PREFIXES) {
      expect(
        paths.some((path) => path.startsWith(prefix)),
        prefix,
      ).toBe(true)
    }
    const reports = paths.filter((path) => /\/reports?\b|report-opciones/.test(path))
    expect(reports).toHaveLength(16)
  })

  it('never answer 500 to nonsense input, and always say what is wrong in Spanish', async () => {
    const problems = await nonsenseProblems(t, rrhhRoutes(), {
      bodies: NONSENSE_BODIES,
      queries: NONSENSE_QUERIES,
    })
    expect(problems).toEqual([])
  }, 300_000)

  it('the operator’s own, which su may not call, refuse nonsense from the operator the same way', async () => {
    const problems: string[] = []
    const ids = ['00000000-0000-4000-8000-000000000000', 'no-es-uuid']
    for (const route of rrhhRoutes().filter((r) => r.audience === 'operador')) {
      for (const id of ids) {
        for (const query of NONSENSE_QUERIES) {
          for (const body of route.hasBody ? NONSENSE_BODIES : [undefined]) {
            const path = route.path.replaceAll(/\{\w+\}/g, id) + query
            const res = await t.call(route.method.toUpperCase(), path, { as: AS.operador, body })
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
    expect(await undocumentedProblems(t, rrhhRoutes())).toEqual([])
  })
})
