// Dates are dates (decision 035): the period a report resolves (periodoDe) and, across the API,
// every route that takes `desde`/`hasta` — walked from the routes the app registered, so a route
// added later is covered — refusing a year out of 1950–2100 on the end that has it, and hasta
// before desde, with the 400 `entrada_invalida` in Spanish, at once. `desde=0001-01-01` used to
// pass the 366-day limit (Date.UTC read year 1 as 1901) and make the SQL span ~1,900 years.
import { type Periodo, sumarDias } from '@cordillera/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AS, startTestApp, type TestApp } from '../testing/test-app.ts'
import { ApiHttpError } from './api-error.ts'
import { periodoDe } from './periodo.ts'
import { listRegisteredRoutes, type RegisteredRoute } from './route-registry.ts'

const FUERA = 'La fecha debe estar entre 1950 y 2100.'

/** What periodoDe refused, as the 400's fields; null when it gave a period. */
function refused(
  query: { desde?: string; hasta?: string },
  defaults: (desde: string | undefined) => Periodo,
): Record<string, string> | null {
  try {
    periodoDe(query, defaults)
    return null
  } catch (error) {
    if (!(error instanceof ApiHttpError)) throw error
    expect([error.status, error.code]).toEqual([400, 'entrada_invalida'])
    return error.fields ?? {}
  }
}

describe('periodoDe', () => {
  const treintaDias = (desde = '2026-11-28') => ({ desde, hasta: sumarDias(desde, 30) })

  it('resolves the ends left out and keeps those given', () => {
    expect(periodoDe({}, treintaDias)).toEqual({ desde: '2026-11-28', hasta: '2026-12-28' })
    expect(periodoDe({ desde: '2026-03-01' }, treintaDias)).toEqual({
      desde: '2026-03-01',
      hasta: '2026-03-31',
    })
    expect(periodoDe({ desde: '2024-01-01', hasta: '2024-12-31' }, treintaDias)).toEqual({
      desde: '2024-01-01',
      hasta: '2024-12-31',
    })
  })

  it('refuses a year out of 1950–2100 on the end that has it, before computing a default', () => {
    let asked = false
    const spy = (desde: string | undefined) => {
      asked = true
      return treintaDias(desde)
    }
    expect(refused({ desde: '0001-01-01' }, spy)).toEqual({ desde: FUERA })
    expect(refused({ hasta: '9999-12-31' }, spy)).toEqual({ hasta: FUERA })
    expect(refused({ desde: '0099-01-01', hasta: '0099-01-31' }, spy)).toEqual({ desde: FUERA })
    expect(refused({ desde: '2026-02-30' }, spy)).toEqual({ desde: 'La fecha no es válida.' })
    expect(asked).toBe(false)
  })

  it('refuses hasta before desde and more than 366 days, on hasta', () => {
    expect(refused({ desde: '2026-03-10', hasta: '2026-03-01' }, treintaDias)).toEqual({
      hasta: 'La fecha final no puede ser anterior a la inicial.',
    })
    expect(refused({ desde: '2025-01-01', hasta: '2026-01-01' }, treintaDias)).toBeNull()
    expect(refused({ desde: '2025-01-01', hasta: '2026-01-02' }, treintaDias)).toEqual({
      hasta: 'El periodo abarca 367 días: elija hasta 366.',
    })
  })

  it('keeps a default within 1950–2100 instead of refusing what was not sent', () => {
    expect(periodoDe({ desde: '2100-12-20' }, treintaDias)).toEqual({
      desde: '2100-12-20',
      hasta: '2100-12-31',
    })
    const ultimoAnio = (desde: string | undefined) => ({
      desde: sumarDias(desde ?? '1950-03-01', -364),
      hasta: '1950-03-01',
    })
    expect(periodoDe({ hasta: '1950-03-01' }, ultimoAnio)).toEqual({
      desde: '1950-01-01',
      hasta: '1950-03-01',
    })
  })
})

describe('every route that takes a period', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await startTestApp()
  }, 180_000)
  afterAll(() => t?.close())

  const periodRoutes = () =>
    listRegisteredRoutes(t.app).filter(
      (route) =>
        route.method === 'get' &&
        (route.queryParams.includes('desde') || route.queryParams.includes('hasta')),
    )

  /** The demo user who gets past the route's guard: the operator for his own routes, else su. */
  const caller = (route: RegisteredRoute) =>
    route.audience === 'operador'
      ? AS.operador
      : route.audience === 'proveedor'
        ? AS.proveedor
        : AS.su

  const call = (route: RegisteredRoute, query: string) => {
    const path = route.path.replaceAll(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000')
    return t.call('GET', `${path}?${query}`, { as: caller(route) })
  }

  it('are every route with desde/hasta the issue names, and any added later', () => {
    const paths = periodRoutes().map((route) => route.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v1/disponibilidad-flota',
        '/v1/dashboard-equipos',
        '/v1/equipos-de-pago',
        '/v1/equipos-de-pago/exportar',
        '/v1/rrhh/operadores-dashboard',
        '/v1/operadores/{id}/reports',
        '/v1/operador/reports',
        '/v1/movimientos',
        '/v1/movimientos/exportar',
        '/v1/valores-uf',
      ]),
    )
  })

  it('refuse a year out of 1950–2100 on either end with a 400 in Spanish naming it, at once', async () => {
    const wrong: string[] = []
    const started = performance.now()
    for (const route of periodRoutes()) {
      for (const [campo, fecha] of [
        ['desde', '0001-01-01'],
        ['desde', '0099-12-31'],
        ['desde', '1949-12-31'],
        ['hasta', '2101-01-01'],
        ['hasta', '9999-12-31'],
      ] as const) {
        if (!route.queryParams.includes(campo)) continue
        const res = await call(route, `${campo}=${fecha}`)
        const said = res.body?.error?.fields?.[campo]
        if (res.status !== 400 || res.body?.error?.code !== 'entrada_invalida' || said !== FUERA) {
          wrong.push(`${route.path}?${campo}=${fecha}: ${res.status} ${JSON.stringify(res.body)}`)
        }
      }
    }
    expect(wrong).toEqual([])
    // Refused by the query's schema: no statement ran (year 0001 once took ~55 s on one route).
    expect(performance.now() - started).toBeLessThan(20_000)
  })

  it('refuse hasta before desde on hasta, lists of any length included', async () => {
    const wrong: string[] = []
    for (const route of periodRoutes()) {
      if (!route.queryParams.includes('desde') || !route.queryParams.includes('hasta')) continue
      const res = await call(route, 'desde=2026-03-10&hasta=2026-03-01')
      if (
        res.status !== 400 ||
        res.body?.error?.fields?.hasta !== 'La fecha final no puede ser anterior a la inicial.'
      ) {
        wrong.push(`${route.path}: ${res.status} ${JSON.stringify(res.body)}`)
      }
    }
    expect(wrong).toEqual([])
  })
})
