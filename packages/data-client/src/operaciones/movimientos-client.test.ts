// The movements' calls against a stubbed fetch: the URL, method and body each sends, and that a
// movement's write makes the cached assets stale too (it changes their estado and obra).
import { describe, expect, it } from 'vitest'
import { connectionAnswering } from '../test-connection.ts'
import { operacionesApi, operacionesQueries } from './index.ts'

const activoId = '3f0c1e1a-2b7d-4c1e-9a55-0d8f6f7a1b22'
const page = { items: [], total: 0, page: 1, pageSize: 25, nextCursor: null, prevCursor: null }

function clientAnswering(body: unknown, status = 200) {
  const { connection, fetch } = connectionAnswering(body, status)
  return { api: operacionesApi(connection), queries: operacionesQueries(connection), fetch }
}

describe('movimientos client', () => {
  it('posts a movement to its asset', async () => {
    const { api, fetch } = clientAnswering({}, 201)
    const body = {
      tipo: 'ingreso-taller' as const,
      fecha: '2026-11-25T10:30:00-03:00',
      responsable: 'Pedro Soto',
    }
    await api.movimientos.create(activoId, body).catch(() => undefined)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(String(url)).toBe(`http://api.test/v1/activos/${activoId}/movimientos`)
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual(body)
  })

  it('reads the history and one asset’s, with their queries', async () => {
    const { api, fetch } = clientAnswering(page)
    await api.movimientos.list({ tipo: 'despacho', desde: '2026-11-01' })
    await api.movimientos.ofActivo(activoId, { pageSize: 10 })
    expect(fetch.mock.calls.map((call) => String(call[0]))).toEqual([
      'http://api.test/v1/movimientos?tipo=despacho&desde=2026-11-01',
      `http://api.test/v1/activos/${activoId}/movimientos?pageSize=10`,
    ])
    expect(api.movimientos.list.filters).toEqual(['tipo', 'activoId', 'obraId', 'desde', 'hasta'])
  })

  it('makes the cached assets and the commercial fleet reports stale after a movement', () => {
    const { queries } = clientAnswering(page)
    expect(queries.movimientos.invalidates).toEqual([
      ['operaciones', 'movimientos'],
      ['operaciones', 'activos'],
      ['comercial', 'equipos'],
    ])
  })
})
