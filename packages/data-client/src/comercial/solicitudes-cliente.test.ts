// The site client's list of requests through its own entry point
// (@cordillera/data-client/solicitudes-cliente) reads the same cache entry as the commercial
// area's client, which the new request's form writes through: a request sent shows in the list
// without a reload.
import type { Connection } from '@cordillera/data-client'
import { comercialQueries } from '@cordillera/data-client/comercial'
import { solicitudesClienteQueries } from '@cordillera/data-client/solicitudes-cliente'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'

const page = { items: [], total: 0, page: 2, pageSize: 10 }

function connection() {
  const request = vi.fn(async () => page)
  const api = { request, download: vi.fn(), upload: vi.fn() } as unknown as Connection
  return { api, request }
}

describe('@cordillera/data-client/solicitudes-cliente', () => {
  const query = { sort: 'numero', dir: 'desc', page: 2, pageSize: 10, estado: 'pendiente' } as const

  it('keys the list as the commercial area keys it', () => {
    const { api } = connection()
    expect(solicitudesClienteQueries(api).list(query).queryKey).toEqual(
      comercialQueries(api).solicitudesCliente.list(query).queryKey,
    )
  })

  it('asks the same route with the same query as the area’s client', async () => {
    const own = connection()
    const area = connection()
    await new QueryClient().fetchQuery(solicitudesClienteQueries(own.api).list(query))
    await new QueryClient().fetchQuery(comercialQueries(area.api).solicitudesCliente.list(query))
    const sent = (request: typeof own.request) =>
      request.mock.calls.map((call) => {
        const [route, options] = call as unknown as [unknown, { query: unknown }]
        return [route, options.query]
      })
    expect(sent(own.request)).toEqual(sent(area.request))
    expect(sent(own.request)).toHaveLength(1)
  })

  it('goes stale when a request is sent through the area’s client (what the form does)', async () => {
    const { api } = connection()
    const client = new QueryClient()
    const { queryKey } = solicitudesClienteQueries(api).list(query)
    await client.fetchQuery(solicitudesClienteQueries(api).list(query))
    const { invalidates } = comercialQueries(api).solicitudesCliente
    await Promise.all(invalidates.map((key) => client.invalidateQueries({ queryKey: key })))
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true)
  })
})
