// The list's own query reads the same cache entry as the commercial area's client, which the new
// request's form writes through: a request sent shows in the list without a reload.
import type { Connection } from '@cordillera/data-client'
import { comercialQueries } from '@cordillera/data-client/comercial'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { solicitudesClienteList } from './solicitudes-cliente-list.ts'

const page = { items: [], total: 0, page: 2, pageSize: 10 }

function connection() {
  const request = vi.fn(async () => page)
  const api = { request, download: vi.fn(), upload: vi.fn() } as unknown as Connection
  return { api, request }
}

describe('the site client’s list of requests', () => {
  const query = { sort: 'numero', dir: 'desc', page: 2, pageSize: 10, estado: 'pendiente' } as const

  it('is keyed as the commercial area keys it, so the area’s writes make it stale', () => {
    const { api } = connection()
    expect(solicitudesClienteList(api, query).queryKey).toEqual(
      comercialQueries(api).solicitudesCliente.list(query).queryKey,
    )
  })

  it('asks the same route with the same query as the area’s client', async () => {
    const own = connection()
    const area = connection()
    await new QueryClient().fetchQuery(solicitudesClienteList(own.api, query))
    await new QueryClient().fetchQuery(comercialQueries(area.api).solicitudesCliente.list(query))
    const [ownRoute, ownOptions] = own.request.mock.calls[0] as unknown as [
      unknown,
      { query: unknown },
    ]
    const [areaRoute, areaOptions] = area.request.mock.calls[0] as unknown as [
      unknown,
      { query: unknown },
    ]
    expect(ownRoute).toBe(areaRoute)
    expect(ownOptions.query).toEqual(areaOptions.query)
  })

  it('goes stale when a request is sent through the area’s client (what the form does)', async () => {
    const { api } = connection()
    const client = new QueryClient()
    await client.fetchQuery(solicitudesClienteList(api, query))
    const { invalidates } = comercialQueries(api).solicitudesCliente
    await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })))
    expect(client.getQueryState(solicitudesClienteList(api, query).queryKey)?.isInvalidated).toBe(
      true,
    )
  })
})
