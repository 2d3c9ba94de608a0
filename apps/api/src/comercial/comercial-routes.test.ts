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
  '/v1/cotizaciones',
  '/v1/contratos',
  '/v1/contratos-vigentes',
  '/v1/contratos-terminados',
  '/v1/solicitudes',
  '/v1/solicitudes-cliente',
  '/v1/solicitudes-pendientes',
  '/v1/disponibilidad-flota',
  '/v1/equipos-de-pago',
  '/v1/resumen-equipos',
  '/v1/edp',
  '/v1/edp-cliente',
  '/v1/edp-dashboard',
  '/v1/edp-externos',
]

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

const comercialRoutes = () => areaRoutes(t, PREFIXES)

const NONSENSE_BODIES = [
  {},
  { rut: 12345, version: 'uno', nombre: ['x'], comuna: 13101, fechaInicio: '31-12-2026' },
  { version: 1, administrador: 'x', activo: 'quizás', grupoClienteId: 'nada' },
  { version: 1, items: 'x', moneda: 'USD', estado: 'nada', tipo: 'nada', motivo: 5 },
  { version: 1, items: [{ cantidad: -1, tarifa: 'x', contratoItemId: 'y', activoId: 1 }] },
  // EDP: a period backwards, a contract that is none, lines without their reason.
  {
    version: 1,
    contratoId: 'x',
    periodoDesde: '2026-02-30',
    comentario: 5,
    lineas: [{ lineaId: 'x', comentario: '' }],
    lineasManuales: [{ cantidad: -1, unidad: 'semana', tarifa: 'y' }],
  },
  {
    version: 1,
    fecha: 'mañana',
    responsable: 7,
    lineas: [{ solicitudItemId: 'x', guiaDespacho: 0 }],
  },
]
const NONSENSE_QUERIES = [
  '',
  '?page=abc&pageSize=-1&sort=nada&dir=arriba&version=x&cursor=%%%',
  '?version=1&q=%25_%5C&activo=true',
  '?fechaInicio=2026-13-45&fechaTermino=ayer&estado=nada&tipo=x&origen=y&moneda=USD',
  // The fleet's reports: a period backwards, unknown filters, an export of no format.
  '?desde=2026-12-31&hasta=2020-01-01&unidadCobro=semana&sort=dias',
  '?tipoActivoId=grua&flotaId=0&obraId=x&contratoId=CON-1&format=pdf&columns=todas',
  '?contratoId=00000000-0000-4000-8000-000000000000&periodoDesde=2026-03-01&montoMinimo=-1&montoMaximo=mil&razonSocialId=x',
]

describe('the commercial routes', () => {
  // 46 of master data and valor UF; 11 of cotizaciones (pasar-contrato's two included), 5 of
  // contratos' lists and detail, 4 requests raised from a contract, 5 of staff's solicitudes and
  // 4 of the site client's; 3 of logistics' queue (solicitudes-pendientes); the fleet's reports:
  // 2 of disponibilidad de flota, 2 of equipos de pago and the resumen de equipos; EDP: 14 of
  // staff's (list, counts, export, preview, detail, its PDF and XLSX, crear, editar, five moves),
  // 4 of the site client's and the dashboard; the contract's condiciones de cobro; the lessor
  // agreements' 4 (under the proveedor); the external EDP's 11 (list, export, preview, crear, detail, editar, emitir, accept and reject an adjustment, PDF, XLSX);
  // a lessor's users, list and crear (the users area's, under the proveedor: decision 069); and
  // Emitir factura from an EDP (the SII's, under the EDP: decision 088).
  it('are all mounted: 122 routes', () => {
    expect(comercialRoutes()).toHaveLength(122)
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
