// The session's call against a stubbed fetch: what it sends, what it accepts, and the ApiRequestError it
// throws for each way a call can fail.
import type { Me } from '@cordillera/contracts'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { ApiRequestError, createConnection } from './index.ts'
import { meQueryOptions, sessionApi } from './session.ts'

const me: Me = {
  id: '0b6f7d2e-4a8b-4c59-9d7e-3f1f5b2a6c11',
  email: 'admin@cordillera.cl',
  nombreUsuario: 'Camila Rojas',
  permisos: ['usuarios/listar-usuarios'],
  su: true,
  tipo: 'cordillera',
  navigationMenu: [{ label: 'Usuarios', path: '/usuarios' }],
  proveedor: null,
  obraIds: [],
  operadorId: null,
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function clientAnswering(
  answer: () => Response | Promise<Response>,
  token: string | null = 'id-token',
) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer())
  const client = createConnection({
    baseUrl: 'http://api.test/',
    getToken: async () => token,
    fetch,
  })
  return { client, fetch }
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiRequestError)
  return error as ApiRequestError
}

describe('createConnection().getMe', () => {
  it('sends the id token as bearer and returns the validated user', async () => {
    const { client, fetch } = clientAnswering(() => json(200, me))
    expect(await sessionApi(client).getMe()).toEqual(me)
    expectTypeOf(sessionApi(client).getMe).returns.resolves.toEqualTypeOf<Me>()
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('http://api.test/v1/me')
    expect(init?.method).toBe('GET')
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer id-token')
  })

  it('sends no Authorization header without a token', async () => {
    const { client, fetch } = clientAnswering(() => json(200, me), null)
    await sessionApi(client).getMe()
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false)
  })

  it("throws the API's code and Spanish message", async () => {
    const { client } = clientAnswering(() =>
      json(401, { error: { code: 'no_autenticado', message: 'Debes iniciar sesión.' } }),
    )
    const error = await failure(sessionApi(client).getMe())
    expect(error).toMatchObject({
      status: 401,
      code: 'no_autenticado',
      message: 'Debes iniciar sesión.',
    })
  })

  it('falls back to a Spanish message by status when the body is not an API error', async () => {
    const { client } = clientAnswering(
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
    )
    const error = await failure(sessionApi(client).getMe())
    expect(error).toMatchObject({ status: 502, code: 'servicio_no_disponible' })
    expect(error.message).toMatch(/^No se pudo conectar/)
  })

  it('reports an unreachable server as status 0', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await failure(sessionApi(client).getMe())).toMatchObject({
      status: 0,
      code: 'servicio_no_disponible',
    })
  })

  it('reports a token refresh that cannot reach the pool (offline) as status 0, sending nothing', async () => {
    const fetch = vi.fn(async () => json(200, me))
    const client = createConnection({
      baseUrl: 'http://api.test/',
      getToken: () => Promise.reject(Object.assign(new Error('offline'), { name: 'NetworkError' })),
      fetch,
    })
    expect(await failure(sessionApi(client).getMe())).toMatchObject({
      status: 0,
      code: 'servicio_no_disponible',
    })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('rejects a success body that does not match the contract', async () => {
    const { client } = clientAnswering(() => json(200, { ...me, tipo: 'otro' }))
    expect(await failure(sessionApi(client).getMe())).toMatchObject({
      status: 200,
      code: 'error_interno',
    })
  })
})

describe('meQueryOptions', () => {
  it('caches /v1/me under one key', async () => {
    const { client, fetch } = clientAnswering(() => json(200, me))
    const queryClient = new QueryClient()
    expect(await queryClient.fetchQuery(meQueryOptions(client))).toEqual(me)
    expect(await queryClient.fetchQuery(meQueryOptions(client))).toEqual(me)
    expect(fetch).toHaveBeenCalledOnce()
    expect(queryClient.getQueryData(meQueryOptions(client).queryKey)).toEqual(me)
  })
})
