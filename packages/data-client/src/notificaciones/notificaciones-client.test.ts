// The bell's calls reach the notifications' routes as the API declares them (method, path, query),
// and a write of one makes the list and the count stale together.
import { describe, expect, it } from 'vitest'
import { connectionAnswering } from '../test-connection.ts'
import { notificacionesApi, notificacionesQueries } from './index.ts'

const ID = '0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a60'
const fila = {
  id: ID,
  tipo: 'edp-en-obra',
  titulo: 'EDP-000012 espera tu revisión',
  cuerpo: 'Revísalo.',
  enlace: `/edp-obra/${ID}`,
  leidaEn: null,
  creadoEn: '2026-11-28T12:00:00.000Z',
}

const sent = (fetch: ReturnType<typeof connectionAnswering>['fetch']) =>
  fetch.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`)

describe('@cordillera/data-client/notificaciones', () => {
  it('lists mine, newest first, by page and filter', async () => {
    const page = {
      items: [fila],
      total: 1,
      page: 1,
      pageSize: 10,
      nextCursor: null,
      prevCursor: null,
    }
    const { connection, fetch } = connectionAnswering(page)
    expect(await notificacionesApi(connection).list({ pageSize: 10, noLeidas: 'true' })).toEqual(
      page,
    )
    expect(sent(fetch)).toEqual(['GET http://api.test/v1/notificaciones?pageSize=10&noLeidas=true'])
  })

  it('counts, marks one and marks all', async () => {
    const count = connectionAnswering({ noLeidas: 3 })
    expect(await notificacionesApi(count.connection).noLeidas()).toEqual({ noLeidas: 3 })
    const one = connectionAnswering({ ...fila, leidaEn: '2026-11-28T12:01:00.000Z' })
    await notificacionesApi(one.connection).read(ID)
    const all = connectionAnswering({ marcadas: 2 })
    expect(await notificacionesApi(all.connection).readAll()).toEqual({ marcadas: 2 })
    expect([...sent(count.fetch), ...sent(one.fetch), ...sent(all.fetch)]).toEqual([
      'GET http://api.test/v1/notificaciones/no-leidas',
      `POST http://api.test/v1/notificaciones/${ID}/lectura`,
      'POST http://api.test/v1/notificaciones/lectura',
    ])
  })

  it('keys the list and the count under one entity, so a read makes both stale', () => {
    const { connection } = connectionAnswering({})
    const queries = notificacionesQueries(connection)
    expect(queries.invalidates).toEqual([['notificaciones', 'notificaciones']])
    for (const key of [queries.noLeidas().queryKey, queries.list({}).queryKey]) {
      expect(key.slice(0, 2)).toEqual(['notificaciones', 'notificaciones'])
    }
  })
})
