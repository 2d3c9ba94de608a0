// The fleet's occupation calls against a stubbed fetch: the URL each sends (empty filters left
// out), the list's filter names, and where their cache sits — the commercial reports under
// comercial's `equipos`, which operations' writes of assets and movements make stale, and the
// dashboard under operations' assets.

import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { operacionesApi, operacionesQueries } from '@cordillera/data-client/operaciones'
import { describe, expect, it } from 'vitest'
import { connectionAnswering } from './test-connection.ts'

function clientAnswering(body: unknown) {
  const { connection, fetch } = connectionAnswering(body)
  return {
    api: comercialApi(connection),
    queries: comercialQueries(connection),
    operaciones: operacionesApi(connection),
    operacionesQueries: operacionesQueries(connection),
    fetch,
  }
}

describe('equipos client', () => {
  it('asks for the availability, its options, equipos de pago and the dashboard', async () => {
    const { api, operaciones, fetch } = clientAnswering({})
    // The stub's empty answer is refused by each route's schema: only the requests matter here.
    const sent = (call: Promise<unknown>) => call.catch(() => undefined)
    await sent(
      api.disponibilidadFlota.get({ desde: '2026-03-01', hasta: '2026-03-31', flotaId: '' }),
    )
    await sent(api.disponibilidadFlota.opciones())
    await sent(api.equiposDePago.list({ desde: '2026-03-01', unidadCobro: 'hora', sort: 'dias' }))
    await sent(operaciones.dashboardEquipos.get({}))
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

  it("caches the commercial reports under comercial's equipos, which a movement or an asset's write makes stale", () => {
    const { queries, operacionesQueries: operaciones } = clientAnswering({})
    for (const key of [
      queries.resumenEquipos({}).queryKey,
      queries.disponibilidadFlota.get({}).queryKey,
      queries.disponibilidadFlota.opciones().queryKey,
      queries.equiposDePago.list({}).queryKey,
    ]) {
      expect(key.slice(0, 2)).toEqual(['comercial', 'equipos'])
    }
    for (const writer of [operaciones.movimientos, operaciones.activos, queries.cotizaciones]) {
      expect(writer.invalidates).toContainEqual(['comercial', 'equipos'])
    }
    // The dashboard stays operations', under the assets.
    expect(operaciones.dashboardEquipos({}).queryKey.slice(0, 2)).toEqual([
      'operaciones',
      'activos',
    ])
    expect(operaciones.movimientos.invalidates).toContainEqual(['operaciones', 'activos'])
  })
})
