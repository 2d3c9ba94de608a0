// The tickets area's calls against a fake fetch: a user's own never name a user (the API reads it
// from the session), support's act at the path and with the body their routes declare, a file goes
// up by ticket before the ticket names it, and a write through either side makes the other's
// cached pages stale (one entity, two scopes).
import { describe, expect, it, vi } from 'vitest'
import { createConnection } from '../index.ts'
import { ticketsApi, ticketsQueries } from './index.ts'

const ID = '0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a60'
const ADJUNTO = '9b1d2c3e-4f5a-4b6c-8d7e-1f2a3b4c5d6e'

function connection(answer: unknown) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }),
  )
  return {
    api: createConnection({ baseUrl: 'http://api.test', getToken: async () => 't', fetch }),
    fetch,
  }
}

const emptyPage = { items: [], total: 0, page: 1, pageSize: 25, nextCursor: null, prevCursor: null }
const sent = (fetch: ReturnType<typeof connection>['fetch']) => {
  const [input, init] = fetch.mock.calls.at(-1) ?? []
  return {
    url: new URL(String(input)),
    method: init?.method,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  }
}

describe('ticketsApi', () => {
  it('lists the caller’s own tickets by what the screen filters, never by user', async () => {
    const { api, fetch } = connection(emptyPage)
    await ticketsApi(api).misTickets.list({ estado: 'resuelto', sort: 'numero', dir: 'desc' })
    const { url } = sent(fetch)
    expect(url.pathname).toBe('/v1/mis-tickets')
    expect(url.searchParams.get('estado')).toBe('resuelto')
    expect([...url.searchParams.keys()].filter((key) => /usuario|solicitante/i.test(key))).toEqual(
      [],
    )
  })

  it('filters support’s list by who is on it and the kind of solicitante', async () => {
    const { api, fetch } = connection(emptyPage)
    await ticketsApi(api).tickets.list({ asignadoId: ID, solicitanteTipo: 'arrendador' })
    const { url } = sent(fetch)
    expect(url.pathname).toBe('/v1/tickets')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      asignadoId: ID,
      solicitanteTipo: 'arrendador',
    })
  })

  it('opens, comments, reopens and closes one’s own at their paths', async () => {
    const { api, fetch } = connection({})
    const mine = ticketsApi(api).misTickets
    const adjuntos = [{ clave: `tickets/u/${ID}`, nombre: 'captura.png' }]
    const calls = [
      [
        () =>
          mine.create({
            asunto: 'No carga',
            descripcion: 'La lista queda en blanco.',
            categoria: 'error',
            adjuntos,
          }),
        '/v1/mis-tickets',
      ],
      [
        () => mine.comment(ID, { texto: 'Sigue igual.', adjuntos }),
        `/v1/mis-tickets/${ID}/comentarios`,
      ],
      [
        () => mine.reopen(ID, { version: 3, motivo: 'Volvió a fallar.' }),
        `/v1/mis-tickets/${ID}/reapertura`,
      ],
      [() => mine.close(ID, { version: 4 }), `/v1/mis-tickets/${ID}/cierre`],
    ] as const
    for (const [call, path] of calls) {
      await call().catch(() => undefined)
      const { url, method } = sent(fetch)
      expect(url.pathname).toBe(path)
      expect(method).toBe('POST')
    }
    expect(sent(fetch).body).toEqual({ version: 4 })
  })

  it('assigns and moves a ticket with the version read', async () => {
    const { api, fetch } = connection({})
    await ticketsApi(api)
      .tickets.assign(ID, { version: 2, asignadoId: null })
      .catch(() => undefined)
    expect(sent(fetch)).toMatchObject({
      method: 'POST',
      body: { version: 2, asignadoId: null },
    })
    expect(sent(fetch).url.pathname).toBe(`/v1/tickets/${ID}/asignacion`)
    await ticketsApi(api)
      .tickets.changeEstado(ID, { version: 3, estado: 'resuelto', comentario: 'Listo.' })
      .catch(() => undefined)
    expect(sent(fetch).url.pathname).toBe(`/v1/tickets/${ID}/estado`)
    expect(sent(fetch).body).toEqual({ version: 3, estado: 'resuelto', comentario: 'Listo.' })
  })

  it('follows a file’s link as an absolute URL, from the side that asks', async () => {
    const { api, fetch } = connection({
      url: '/v1/archivos/abc',
      expiresAt: '2026-11-28T20:00:00Z',
    })
    const own = await ticketsApi(api).misTickets.adjuntoUrl(ID, ADJUNTO)
    expect(sent(fetch).url.pathname).toBe(`/v1/mis-tickets/${ID}/adjuntos/${ADJUNTO}/descarga`)
    expect(own.url).toBe('http://api.test/v1/archivos/abc')
    await ticketsApi(api).tickets.adjuntoUrl(ID, ADJUNTO)
    expect(sent(fetch).url.pathname).toBe(`/v1/tickets/${ID}/adjuntos/${ADJUNTO}/descarga`)
  })
})

describe('ticketsQueries', () => {
  it('makes the solicitante’s cached ticket stale when support writes it, and the other way', () => {
    const { api } = connection(emptyPage)
    const queries = ticketsQueries(api)
    const covers = (stale: readonly (readonly unknown[])[], key: readonly unknown[]) =>
      stale.some((prefix) => prefix.every((part, i) => key[i] === part))
    const own = queries.misTickets.detail(ID).queryKey
    const staff = queries.tickets.list({}).queryKey
    expect(covers(queries.tickets.invalidates, own)).toBe(true)
    expect(covers(queries.misTickets.invalidates, staff)).toBe(true)
    expect(queries.tickets.detail(ID).queryKey).not.toEqual(own)
    expect(covers(queries.tickets.invalidates, queries.opciones().queryKey)).toBe(true)
  })
})
