// The arrendador area's calls against a fake fetch: the lessor's never name a proveedor (the API
// reads it from the user), staff's act at the path and with the body their routes declare, and an
// incident written by staff makes the lessor's cached incident stale too (one entity, two scopes).
import { describe, expect, it, vi } from 'vitest'
import { createConnection } from '../index.ts'
import { arrendadorApi, arrendadorQueries } from './index.ts'

const ID = '0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a60'

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

describe('arrendadorApi', () => {
  it('lists the lessor’s equipos by what the screen filters, never by proveedor', async () => {
    const { api, fetch } = connection(emptyPage)
    await arrendadorApi(api).equipos.list({ estado: 'en-obra', sort: 'codigo' })
    const url = new URL(String(fetch.mock.calls[0]?.[0]))
    expect(url.pathname).toBe('/v1/arrendador/equipos')
    expect(url.searchParams.get('estado')).toBe('en-obra')
    expect([...url.searchParams.keys()].filter((key) => /proveedor/i.test(key))).toEqual([])
  })

  it('closes an incident at its path with the comment and the version read', async () => {
    const { api, fetch } = connection({})
    await arrendadorApi(api)
      .incidentesStaff.close(ID, { comentario: 'Reparado.', version: 3 })
      .catch(() => undefined)
    const [input, init] = fetch.mock.calls[0] ?? []
    expect(new URL(String(input)).pathname).toBe(`/v1/incidentes/${ID}/cierre`)
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ comentario: 'Reparado.', version: 3 })
  })
})

describe('the lessor’s estados de pago', () => {
  it('asks to adjust a line at the EDP’s path with the line, amount, reason, file and version', async () => {
    const { api, fetch } = connection({})
    const body = {
      version: 4,
      lineaId: ID,
      montoSolicitado: 1_250_000,
      motivo: 'Faltan dos días.',
      archivo: { clave: `solicitudes-ajuste/x/${ID}`, nombre: 'guia.pdf' },
    }
    await arrendadorApi(api)
      .estadosDePago.requestAdjustment(ID, body)
      .catch(() => undefined)
    const [input, init] = fetch.mock.calls[0] ?? []
    expect(new URL(String(input)).pathname).toBe(
      `/v1/arrendador/estados-de-pago/${ID}/solicitudes-ajuste`,
    )
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual(body)
  })

  it('makes the requests’ list stale when an EDP is written, and the EDP when a request is', () => {
    const { api } = connection(emptyPage)
    const queries = arrendadorQueries(api)
    const requests = queries.solicitudesAjuste.list({}).queryKey
    const edp = queries.estadosDePago.detail(ID).queryKey
    const covers = (stale: readonly (readonly unknown[])[], key: readonly unknown[]) =>
      stale.some((prefix) => prefix.every((part, i) => key[i] === part))
    expect(covers(queries.estadosDePago.invalidates, requests)).toBe(true)
    expect(covers(queries.solicitudesAjuste.invalidates, edp)).toBe(true)
  })
})

describe('arrendadorQueries', () => {
  it('makes the lessor’s incident stale when staff write it', () => {
    const { api } = connection(emptyPage)
    const queries = arrendadorQueries(api)
    const lessorKey = queries.incidentes.detail(ID).queryKey
    const stale = queries.incidentesStaff.invalidates
    expect(stale.some((key) => key.every((part, i) => lessorKey[i] === part))).toBe(true)
    expect(queries.incidentesStaff.detail(ID).queryKey).not.toEqual(lessorKey)
  })
})
