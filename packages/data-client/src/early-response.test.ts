// A read the document started before any module ran (decision 058): the first request for the
// same URL and user takes its answer instead of asking again, once; anything else asks the API.
import { defineRoute } from '@cordillera/contracts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiRequestError } from './api-request-error.ts'
import {
  EARLY_RESPONSE_MAX_AGE_MS,
  EARLY_RESPONSES,
  type EarlyResponse,
  takeEarlyResponse,
} from './early-response.ts'
import { createRequest } from './request.ts'

const hoyRoute = defineRoute({
  method: 'get',
  path: '/v1/operador/reports/hoy',
  permission: 'authenticated',
  summary: 'hoy',
  tags: ['operador'],
  responses: { 200: { description: 'ok', schema: z.object({ items: z.array(z.string()) }) } },
} as const)

const URL_HOY = 'http://api.test/v1/operador/reports/hoy'
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function leaveEarly(url: string, early: Partial<EarlyResponse> & { response: Promise<Response> }) {
  const global = globalThis as Record<string, unknown>
  global[EARLY_RESPONSES] ??= {}
  const all = global[EARLY_RESPONSES] as Record<string, EarlyResponse>
  all[url] = { token: 'token-1', at: Date.now(), ...early }
}

function client(token = 'token-1') {
  const fetch = vi.fn(async () => json(200, { items: ['del servidor'] }))
  const request = createRequest({
    baseUrl: 'http://api.test/',
    getToken: async () => token,
    fetch: fetch as unknown as typeof globalThis.fetch,
  })
  return { request, fetch }
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_RESPONSES]
})

describe('early responses', () => {
  it("answers the first request with the document's read, and asks the API after that", async () => {
    leaveEarly(URL_HOY, { response: Promise.resolve(json(200, { items: ['temprano'] })) })
    const { request, fetch } = client()
    expect(await request(hoyRoute)).toEqual({ items: ['temprano'] })
    expect(fetch).not.toHaveBeenCalled()
    expect(await request(hoyRoute)).toEqual({ items: ['del servidor'] })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('is not given to another user, and is dropped all the same', async () => {
    leaveEarly(URL_HOY, { response: Promise.resolve(json(200, { items: ['de otro'] })) })
    const { request, fetch } = client('token-2')
    expect(await request(hoyRoute)).toEqual({ items: ['del servidor'] })
    expect(fetch).toHaveBeenCalledWith(
      URL_HOY,
      expect.objectContaining({ method: 'GET', headers: expect.any(Headers) }),
    )
    expect(takeEarlyResponse(URL_HOY, 'token-1')).toBeUndefined()
  })

  it('is not taken once too old to be this visit’s answer', () => {
    const at = 1_000_000
    leaveEarly(URL_HOY, { at, response: Promise.resolve(json(200, {})) })
    expect(takeEarlyResponse(URL_HOY, 'token-1', at + EARLY_RESPONSE_MAX_AGE_MS + 1)).toBe(
      undefined,
    )
    leaveEarly(URL_HOY, { at, response: Promise.resolve(json(200, {})) })
    expect(takeEarlyResponse(URL_HOY, 'token-1', at + 500)).toBeInstanceOf(Promise)
  })

  it('ends a refused read as a refused request: a 401 is the same error the API would give', async () => {
    leaveEarly(URL_HOY, {
      response: Promise.resolve(json(401, { code: 'no_autenticado', message: 'Sesión vencida' })),
    })
    const { request, fetch } = client()
    const error = await request(hoyRoute).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect((error as ApiRequestError).status).toBe(401)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('ends a read that found no connection as "unreachable", like a fetch that failed', async () => {
    leaveEarly(URL_HOY, { response: Promise.reject(new TypeError('Failed to fetch')) })
    const { request } = client()
    const error = await request(hoyRoute).catch((caught: unknown) => caught)
    expect((error as ApiRequestError).status).toBe(0)
  })

  it('is never taken by a request that writes', async () => {
    leaveEarly(URL_HOY, { response: Promise.resolve(json(200, { items: ['temprano'] })) })
    const { request, fetch } = client()
    await request({ ...hoyRoute, method: 'post' }, { body: {} }).catch(() => undefined)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(takeEarlyResponse(URL_HOY, 'token-1')).toBeInstanceOf(Promise)
  })
})
