// Every operations route (marcas, tipos de activo, flotas, activos, their documents and
// movements), walked with nonsense input by the superuser: bad input is always a 4xx with a Spanish message, never a
// 500; and every route is documented with who may call it. Routes are found by their paths, so a
// route added to the area is walked without being listed here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { areaRoutes, nonsenseProblems, undocumentedProblems } from '../testing/area-walk.ts'
import { startTestApp, type TestApp } from '../testing/test-app.ts'

const PREFIXES = [
  '/v1/marcas',
  '/v1/tipos-activo',
  '/v1/flotas',
  '/v1/activos',
  '/v1/documentos-activo',
  '/v1/movimientos',
  '/v1/logistica-activos',
  '/v1/activos-en-taller',
  '/v1/control-equipos',
  '/v1/dashboard-equipos',
]

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

const operacionesRoutes = () => areaRoutes(t, PREFIXES)

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
  {
    tipo: 'despacho',
    fecha: '2026-13-45T99:00:00+25:00',
    hastaObraId: 'la de siempre',
    guiaDespacho: -3.5,
    responsable: ['x'],
    solicitudId: 7,
  },
]
const NONSENSE_QUERIES = [
  '',
  '?page=abc&pageSize=-1&sort=nada&dir=arriba&version=x&cursor=%%%',
  '?version=1&q=%25_%5C&categoria=x&requiereOperador=tal-vez&documentos=pronto&estado=perdido',
  '?tipo=vuelo&activoId=1&obraId=x&desde=ayer&hasta=31-12-2026',
  '?situacion=perdida&contratoId=CON-1&tipoActivoId=grua&flotaId=0&format=pdf&columns=todas',
  '?desde=2026-12-31&hasta=2020-01-01&unidadCobro=semana&sort=dias',
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
    // Marcas, tipos de activo and flotas: list, detail, create, edit and delete each; and the
    // tipos' options for the commercial pickers.
    const own = paths.filter((path) => /^\/v1\/(marcas|tipos-activo|flotas)\b/.test(path))
    expect(own).toHaveLength(16)
  })

  it('never answer 500 to nonsense input, and always say what is wrong in Spanish', async () => {
    const problems = await nonsenseProblems(t, operacionesRoutes(), {
      bodies: NONSENSE_BODIES,
      queries: NONSENSE_QUERIES,
    })
    expect(problems).toEqual([])
  }, 180_000)

  it('are documented in /openapi.json with their permission', async () => {
    expect(await undocumentedProblems(t, operacionesRoutes())).toEqual([])
  })
})
