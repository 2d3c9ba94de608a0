// The valor UF calls against a stubbed fetch: each addresses the day in the path, and a day
// without a value reaches the screen as the API's 404 with its Spanish message.
import { describe, expect, it, vi } from 'vitest'
import { ApiRequestError, createConnection } from '../index.ts'
import { comercialApi } from './index.ts'

const valor = {
  id: '3f0c1e1a-2b7d-4c1e-9a55-0d8f6f7a1b22',
  fecha: '2026-03-05',
  valor: 39_485.65,
  version: 2,
  creadoEn: '2026-03-05T12:00:00Z',
  actualizadoEn: '2026-03-05T12:00:00Z',
  creadoPor: null,
  actualizadoPor: null,
}

function clientAnswering(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  )
  const client = createConnection({ baseUrl: 'http://api.test', getToken: async () => 't', fetch })
  const sent = (call = 0) => ({
    url: String(fetch.mock.calls[call]?.[0]),
    method: fetch.mock.calls[call]?.[1]?.method,
    body: fetch.mock.calls[call]?.[1]?.body,
  })
  return { api: comercialApi(client).valoresUf, sent }
}

describe('valores UF client', () => {
  it('reads, corrects and deletes a day by its date', async () => {
    const { api, sent } = clientAnswering(200, valor)
    expect((await api.get('2026-03-05')).valor).toBe(39_485.65)
    expect(sent(0)).toMatchObject({
      url: 'http://api.test/v1/valores-uf/2026-03-05',
      method: 'GET',
    })
    await api.update('2026-03-05', { valor: 39_485.66, version: 2 })
    expect(sent(1)).toMatchObject({ method: 'PATCH', body: '{"valor":39485.66,"version":2}' })
    await api.delete('2026-03-05', 3).catch(() => undefined)
    expect(sent(2)).toMatchObject({
      url: 'http://api.test/v1/valores-uf/2026-03-05?version=3',
      method: 'DELETE',
    })
  })

  it('sends a CSV import as the text of the file', async () => {
    const { api, sent } = clientAnswering(200, { insertados: 1, actualizados: 0, sinCambios: 0 })
    expect(await api.import({ csv: '05-03-2026;39.485,65' })).toEqual({
      insertados: 1,
      actualizados: 0,
      sinCambios: 0,
    })
    expect(sent()).toMatchObject({
      url: 'http://api.test/v1/valores-uf/importar',
      method: 'POST',
      body: '{"csv":"05-03-2026;39.485,65"}',
    })
  })

  it('gives a day without a value as the 404 the API answered', async () => {
    const message = 'No hay valor UF registrado para el 05-03-2026.'
    const { api } = clientAnswering(404, { error: { code: 'no_encontrado', message } })
    const error = await api.get('2026-03-05').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect(error).toMatchObject({ status: 404, message })
  })
})
