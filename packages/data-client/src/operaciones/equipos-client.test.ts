// The fleet's occupation calls against a stubbed fetch: the URL each sends (empty filters left
// out), the list's filter names, and that their cache sits under the assets' key, so whatever
// makes the assets stale (a movement) refreshes them too.
import { describe, expect, it } from 'vitest'
import { connectionAnswering } from '../test-connection.ts'
import { operacionesApi, operacionesQueries } from './index.ts'

function clientAnswering(body: unknown) {
  const { connection, fetch } = connectionAnswering(body)
  return { api: operacionesApi(connection), queries: operacionesQueries(connection), fetch }
}

describe('equipos client', () => {
  it('asks for the availability, its options, equipos de pago and the dashboard', async () => {
    const { api, fetch } = clientAnswering({})
    // The stub's empty answer is refused by each route's schema: only the requests matter here.
    const sent = (call: Promise<unknown>) => call.catch(() => undefined)
    await sent(
      api.disponibilidadFlota.get({ desde: '2026-03-01', hasta: '2026-03-31', flotaId: '' }),
    )
    await sent(api.disponibilidadFlota.opciones())
    await sent(api.equiposDePago.list({ desde: '2026-03-01', unidadCobro: 'hora', sort: 'dias' }))
    await sent(api.dashboardEquipos.get({}))
    expect(fetch.mock.calls.map((call) => String(call[0]))).toEqual([
      'http://api.test/v1/disponibilidad-flota?desde=2026-03-01&hasta=2026-03-31',
      'http://api.test/v1/disponibilidad-flota/opciones',
      'http://api.test/v1/equipos-de-pago?desde=2026-03-01&unidadCobro=hora&sort=dias',
      'http://api.test/v1/dashboard-equipos',
    ])
    expect(api.equiposDePago.list.filters).toEqual([
      'desde',
      'hasta',
      'obraId',
      'contratoId',
      'unidadCobro',
    ])
  })

  it('caches them under the assets, so a movement makes them stale', () => {
    const { queries } = clientAnswering({})
    const assets = queries.movimientos.invalidates.find(([, entity]) => entity === 'activos')
    expect(assets).toEqual(['operaciones', 'activos'])
    for (const key of [
      queries.disponibilidadFlota.get({}).queryKey,
      queries.disponibilidadFlota.opciones().queryKey,
      queries.equiposDePago.list({}).queryKey,
      queries.dashboardEquipos({}).queryKey,
    ]) {
      expect(key.slice(0, 2)).toEqual(['operaciones', 'activos'])
    }
  })
})
