// A list's export as the portal downloads it: the route's URL with the list's query and the
// token, the file and the name the API gave it, and the API's Spanish reason when it refuses.
import { describe, expect, it, vi } from 'vitest'
import { comercialApi } from './comercial/index.ts'
import { fileNameOf } from './download.ts'
import { ApiRequestError, createConnection } from './index.ts'

function clientAnswering(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) =>
    answer(String(url), init ?? {}),
  )
  const api = createConnection({
    baseUrl: 'http://api.test/',
    getToken: async () => 'token-1',
    fetch: fetch as unknown as typeof globalThis.fetch,
  })
  return { api, fetch }
}

describe('export downloads', () => {
  it("sends the list's query with the format and columns, and names the file as the API does", async () => {
    const { api, fetch } = clientAnswering(
      () =>
        new Response('\uFEFFRUT;Nombre\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="obras-2026-05-14.xlsx"',
          },
        }),
    )
    const file = await comercialApi(api).obras.export({
      q: 'ñuñoa',
      sort: 'nombre',
      dir: 'desc',
      activa: 'true',
      format: 'xlsx',
      columns: 'codigo,nombre',
    })
    expect(file.fileName).toBe('obras-2026-05-14.xlsx')
    expect(await file.blob.text()).toContain('RUT;Nombre')
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    const sent = new URL(url)
    expect(sent.origin + sent.pathname).toBe('http://api.test/v1/obras/exportar')
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      q: 'ñuñoa',
      sort: 'nombre',
      dir: 'desc',
      activa: 'true',
      format: 'xlsx',
      columns: 'codigo,nombre',
    })
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1')
  })

  it("throws the API's Spanish reason when it refuses", async () => {
    const { api } = clientAnswering(() =>
      Response.json(
        { error: { code: 'prohibido', message: 'No tienes permiso para hacer esto.' } },
        { status: 403 },
      ),
    )
    const failure = await comercialApi(api)
      .razonesSociales.export({ format: 'csv' })
      .catch((e) => e)
    expect(failure).toBeInstanceOf(ApiRequestError)
    expect(failure).toMatchObject({ status: 403, code: 'prohibido' })
    expect(failure.message).toBe('No tienes permiso para hacer esto.')
  })

  it('says the download was interrupted when the file stops arriving', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('RUT;Nombre\r\n'))
        controller.error(new Error('socket hang up'))
      },
    })
    const { api } = clientAnswering(() => new Response(body))
    await expect(comercialApi(api).gruposCliente.export({})).rejects.toThrow(
      'La descarga se interrumpió antes de terminar. Intenta de nuevo.',
    )
  })

  it('reads the file name of Content-Disposition, plain or encoded', () => {
    expect(fileNameOf('attachment; filename="grupos-cliente-2026-05-14.csv"')).toBe(
      'grupos-cliente-2026-05-14.csv',
    )
    expect(fileNameOf("attachment; filename*=UTF-8''raz%C3%B3n.csv")).toBe('razón.csv')
    expect(fileNameOf('attachment; filename="../../x.csv"')).toBe('..-..-x.csv')
    expect(fileNameOf(null)).toBe('exportacion')
  })
})
