// @vitest-environment jsdom
// A list screen asks the API only for what its route takes: a sort or a filter the route lacks is
// a type error in the screen's options, and a URL filter the route lacks is not sent.
import { createConnection } from '@cordillera/data-client'
import { comercialQueries } from '@cordillera/data-client/comercial'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useListScreen } from './use-list-screen.ts'

afterEach(cleanup)

const emptyPage = { items: [], total: 0, page: 1, pageSize: 25, nextCursor: null, prevCursor: null }

function apiAnswering() {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(JSON.stringify(emptyPage), {
        headers: { 'Content-Type': 'application/json' },
      }),
  )
  const api = createConnection({ baseUrl: 'http://api.test', getToken: async () => 't', fetch })
  return { queries: comercialQueries(api), fetch }
}

type Queries = ReturnType<typeof apiAnswering>['queries']

/** Never rendered: each line is checked by the typecheck only. */
export function TypedOptions({ queries }: { queries: Queries }) {
  useListScreen({ queries: queries.obras, defaults: { sort: { id: 'codigo', desc: false } } })
  useListScreen({ queries: queries.obras, fixedFilters: { constructoraId: 'x', activa: 'true' } })
  // @ts-expect-error: obras cannot be sorted by comuna (the API has no index behind it)
  useListScreen({ queries: queries.obras, defaults: { sort: { id: 'comuna', desc: false } } })
  // @ts-expect-error: grupos cliente have no rut to sort by
  useListScreen({ queries: queries.gruposCliente, defaults: { sort: { id: 'rut', desc: true } } })
  // @ts-expect-error: obras have no grupoClienteId filter (razones sociales do)
  useListScreen({ queries: queries.obras, fixedFilters: { grupoClienteId: 'x' } })
  // @ts-expect-error: a yes/no filter takes 'true' or 'false'
  useListScreen({ queries: queries.obras, fixedFilters: { activa: 'si' } })
  return null
}

function ObrasProbe({ queries }: { queries: Queries }) {
  const { table } = useListScreen({
    queries: queries.obras,
    defaults: { sort: { id: 'nombre', desc: false } },
    fixedFilters: { activa: 'true' },
  })
  return <output aria-label="cargando">{String(table.isLoading)}</output>
}

describe('useListScreen', () => {
  it("sends the route's filters of the URL and the screen's own, not a filter the route lacks", async () => {
    const { queries, fetch } = apiAnswering()
    const Stub = createRoutesStub([
      { path: '/obras', Component: () => <ObrasProbe queries={queries} /> },
    ])
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={['/obras?f.constructoraId=c1&f.grupoClienteId=g1&q=mirador']} />
      </QueryClientProvider>,
    )
    await waitFor(() => expect(screen.getByLabelText('cargando').textContent).toBe('false'))
    const url = new URL(String(fetch.mock.calls[0]?.[0]))
    expect(url.pathname).toBe('/v1/obras')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '1',
      pageSize: '25',
      sort: 'nombre',
      dir: 'asc',
      q: 'mirador',
      constructoraId: 'c1',
      activa: 'true',
    })
  })
})
