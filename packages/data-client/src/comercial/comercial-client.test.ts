// The commercial client against a stubbed fetch: the URL, method and body each call sends, that
// 201 and 204 answers come back as the caller expects.
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { ApiRequestError, createConnection } from '../index.ts'
import { comercialApi, comercialQueries } from './index.ts'

const id = '3f0c1e1a-2b7d-4c1e-9a55-0d8f6f7a1b22'
const tracking = {
  version: 1,
  creadoEn: '2026-11-01T12:00:00Z',
  actualizadoEn: '2026-11-01T12:00:00Z',
}
const grupo = {
  id,
  nombre: 'Holding Andes',
  descripcion: null,
  razonesSocialesCount: 0,
  ...tracking,
}
const grupoDetalle = { ...grupo, razonesSociales: [], creadoPor: null, actualizadoPor: null }
const page = (items: unknown[], total: number, nextCursor: string | null = null) => ({
  items,
  total,
  page: 1,
  pageSize: 100,
  nextCursor,
  prevCursor: null,
})

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

function clientAnswering(answer: (url: string, init?: RequestInit) => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(String(input), init),
  )
  const client = createConnection({ baseUrl: 'http://api.test', getToken: async () => 't', fetch })
  return { api: comercialApi(client), queries: comercialQueries(client), fetch }
}

describe('comercial client', () => {
  it('sends a list query without the cleared filters', async () => {
    const { api, fetch } = clientAnswering(() => json(200, page([grupo], 1)))
    const answer = await api.gruposCliente.list({
      page: 2,
      q: 'andes',
      sort: 'nombre',
      dir: 'desc',
    })
    expect(answer.items[0]?.nombre).toBe('Holding Andes')
    expect(fetch.mock.calls[0]?.[0]).toBe(
      'http://api.test/v1/grupos-cliente?page=2&q=andes&sort=nombre&dir=desc',
    )
    await api.razonesSociales.list({ q: '', grupoClienteId: undefined }).catch(() => undefined)
    expect(fetch.mock.calls[1]?.[0]).toBe('http://api.test/v1/razones-sociales')
  })

  it('returns the created row of a 201 and sends the body as JSON', async () => {
    const { api, fetch } = clientAnswering(() => json(201, grupoDetalle))
    const created = await api.gruposCliente.create({ nombre: 'Holding Andes' })
    expect(created.id).toBe(id)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('http://api.test/v1/grupos-cliente')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ nombre: 'Holding Andes' })
  })

  it('deletes with the version that was read and resolves on 204', async () => {
    const { api, fetch } = clientAnswering(() => new Response(null, { status: 204 }))
    await expect(api.gruposCliente.delete(id, 4)).resolves.toBeUndefined()
    expect(fetch.mock.calls[0]?.[0]).toBe(`http://api.test/v1/grupos-cliente/${id}?version=4`)
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('DELETE')
  })

  it('reaches the nested routes: contactos of a razón social, obras of a constructora', async () => {
    const { api, fetch } = clientAnswering(() => new Response(null, { status: 204 }))
    await api.contactos.delete(id, 'c0ffee00-0000-4000-8000-000000000001', 2)
    expect(fetch.mock.calls[0]?.[0]).toBe(
      `http://api.test/v1/razones-sociales/${id}/contactos/c0ffee00-0000-4000-8000-000000000001?version=2`,
    )
    await api.constructoras
      .createObra(id, {
        nombre: 'Edificio Mirador',
        direccion: 'Av. Apoquindo 100',
        comuna: '13114',
        razonSocialId: id,
        fechaInicio: '2026-12-01',
      })
      .catch(() => undefined)
    expect(fetch.mock.calls[1]?.[0]).toBe(`http://api.test/v1/constructoras/${id}/obras`)
    expect(fetch.mock.calls[1]?.[1]?.method).toBe('POST')
  })

  it("writes a row under its owner with the row's key in the path (updateIn, listIn)", async () => {
    const { api, fetch } = clientAnswering(() => new Response(null, { status: 204 }))
    const contactoId = 'c0ffee00-0000-4000-8000-000000000001'
    await api.contactos
      .update(id, contactoId, { cargo: 'Jefa de obra', version: 3 })
      .catch(() => undefined)
    expect(fetch.mock.calls[0]?.[0]).toBe(
      `http://api.test/v1/razones-sociales/${id}/contactos/${contactoId}`,
    )
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('PATCH')
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      cargo: 'Jefa de obra',
      version: 3,
    })
    await api.contactos.list(id).catch(() => undefined)
    expect(fetch.mock.calls[1]?.[0]).toBe(`http://api.test/v1/razones-sociales/${id}/contactos`)
    expect(fetch.mock.calls[1]?.[1]?.method).toBe('GET')
  })

  it('throws the API 409 with its Spanish message', async () => {
    const { api } = clientAnswering(() =>
      json(409, {
        error: {
          code: 'conflicto',
          message: 'Otra persona modificó este registro.',
          fields: { version: 'x' },
        },
      }),
    )
    const error = await api.gruposCliente.update(id, { version: 1, nombre: 'X' }).catch((e) => e)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect(error).toMatchObject({ status: 409, code: 'conflicto' })
  })
})

describe('query options', () => {
  it('keys lists by entity, scope and query, and shares the cache', async () => {
    const { queries, fetch } = clientAnswering(() => json(200, page([grupo], 1)))
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })
    const options = queries.gruposCliente.list({ q: 'andes' })
    expect(options.queryKey).toEqual([
      'comercial',
      'grupos-cliente',
      'list',
      'todos',
      { q: 'andes' },
    ])
    await queryClient.fetchQuery(options)
    await queryClient.fetchQuery(options)
    expect(fetch).toHaveBeenCalledOnce()
  })

  it("never serves one list of the same rows from the other one's cache", async () => {
    const { queries, fetch } = clientAnswering(() => json(200, page([], 0)))
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })
    await queryClient.fetchQuery(queries.proveedores.list({ pageSize: 1 }))
    await queryClient.fetchQuery(queries.proveedoresProvisorios.list({ pageSize: 1 }))
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      'http://api.test/v1/proveedores?pageSize=1',
      'http://api.test/v1/proveedores-provisorios?pageSize=1',
    ])
  })

  it('does not retry a detail that answered 404', async () => {
    const { queries, fetch } = clientAnswering(() =>
      json(404, { error: { code: 'no_encontrado', message: 'No existe.' } }),
    )
    const queryClient = new QueryClient()
    const options = queries.gruposCliente.detail(id)
    await expect(queryClient.fetchQuery({ ...options, retryDelay: 0 })).rejects.toMatchObject({
      status: 404,
    })
    expect(fetch).toHaveBeenCalledOnce()
  })

  it("reads a related record's name from its detail", async () => {
    const { queries } = clientAnswering(() => json(200, grupoDetalle))
    const queryClient = new QueryClient()
    await expect(queryClient.fetchQuery(queries.gruposCliente.name(id))).resolves.toBe(
      'Holding Andes',
    )
  })

  it('makes stale, on a write, the entities that show the written one', () => {
    const { queries } = clientAnswering(() => json(200, {}))
    expect(queries.obras.invalidates).toEqual([
      ['comercial', 'obras'],
      ['comercial', 'razones-sociales'],
      ['comercial', 'constructoras'],
    ])
    // Both lists of proveedores are the same rows: a write of either refreshes both.
    expect(queries.proveedoresProvisorios.invalidates).toEqual([['comercial', 'proveedores']])
  })

  it('knows the filters each list route takes', () => {
    const { queries } = clientAnswering(() => json(200, {}))
    expect(queries.razonesSociales.filters).toContain('grupoClienteId')
    expect(queries.gruposCliente.filters).toEqual([])
  })
})

describe('estados de pago (EDP)', () => {
  const conflict = {
    error: { code: 'conflicto', message: 'Otra persona modificó este EDP.' },
  }

  it("asks for a contract's draft and the tabs' counts with the list's filters", async () => {
    const { api, fetch } = clientAnswering(() => json(500, {}))
    await api.edp
      .preview({ contratoId: id, periodoDesde: '2026-10-01', periodoHasta: '2026-10-31' })
      .catch(() => undefined)
    await api.edp.count({ obraId: id, montoMinimo: 1000 }).catch(() => undefined)
    await api.edp.dashboard({ desde: '2026-01-01', hasta: '2026-10-31' }).catch(() => undefined)
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      `http://api.test/v1/edp/previsualizacion?contratoId=${id}&periodoDesde=2026-10-01&periodoHasta=2026-10-31`,
      `http://api.test/v1/edp/conteos?obraId=${id}&montoMinimo=1000`,
      'http://api.test/v1/edp-dashboard?desde=2026-01-01&hasta=2026-10-31',
    ])
  })

  it('posts each move to its own path with the version read and the comment', async () => {
    const { api, fetch } = clientAnswering(() => json(409, conflict))
    const moves = [
      [api.edp.send, 'enviar-a-obra'],
      [api.edp.observe, 'observar'],
      [api.edp.takeObservation, 'tomar-observacion'],
      [api.edp.resend, 'reenviar'],
      [api.edp.approve, 'aprobar'],
    ] as const
    for (const [move, segment] of moves) {
      const error = await move(id, { version: 3, comentario: 'Revisado' }).catch((e) => e)
      // A move someone else made first is the API's 409, thrown for the screen to tell.
      expect(error).toMatchObject({ status: 409, code: 'conflicto' })
      const [url, init] = fetch.mock.calls.at(-1) ?? []
      expect(url).toBe(`http://api.test/v1/edp/${id}/${segment}`)
      expect(init?.method).toBe('POST')
      expect(JSON.parse(String(init?.body))).toEqual({ version: 3, comentario: 'Revisado' })
    }
  })

  it("downloads an EDP's PDF and XLSX named by the API", async () => {
    const { api, fetch } = clientAnswering(
      () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="EDP-000012.pdf"',
          },
        }),
    )
    const file = await api.edp.exportPdf(id)
    expect(file.fileName).toBe('EDP-000012.pdf')
    await api.edp.exportXlsx(id)
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      `http://api.test/v1/edp/${id}/pdf`,
      `http://api.test/v1/edp/${id}/xlsx`,
    ])
  })

  it("reaches the site client's own routes, apart from staff's", async () => {
    const { api, queries, fetch } = clientAnswering(() => json(500, {}))
    await api.edpCliente
      .observe(id, { version: 2, comentario: 'Faltan horas' })
      .catch(() => undefined)
    expect(fetch.mock.calls[0]?.[0]).toBe(`http://api.test/v1/edp-cliente/${id}/observar`)
    expect(queries.edpCliente.list({}).queryKey).toEqual([
      'comercial',
      'edp',
      'list',
      'cliente',
      {},
    ])
    expect(queries.edp.list({}).queryKey).toEqual(['comercial', 'edp', 'list', 'todos', {}])
  })

  it('makes stale, on an EDP write, its list, counts and draft, and the contract it bills', () => {
    const { queries } = clientAnswering(() => json(200, {}))
    expect(queries.edp.invalidates).toEqual([
      ['comercial', 'edp'],
      ['comercial', 'contratos'],
    ])
    expect(queries.edp.conteos({}).queryKey.slice(0, 3)).toEqual(['comercial', 'edp', 'conteos'])
    expect(queries.edp.preview({ contratoId: id }).queryKey.slice(0, 2)).toEqual([
      'comercial',
      'edp',
    ])
    // A contract's tariffs and a day's valor UF are what a draft is computed from.
    expect(queries.contratos.invalidates).toContainEqual(['comercial', 'edp'])
    expect(queries.valoresUf.invalidates).toContainEqual(['comercial', 'edp'])
  })
})
