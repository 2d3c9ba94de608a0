// Calls one API route described in contracts: bearer id token, JSON in and out, the success body
// validated with the route's own schema, and every failure turned into an ApiRequestError.
import type { ApiRouteDefinition } from '@cordillera/contracts'
import { ApiRequestError } from './api-request-error.ts'
import { takeEarlyResponse } from './early-response.ts'
import { fallbackForStatus, invalidResponse, unreachable } from './fallback-errors.ts'

export type ApiClientOptions = {
  /** The API's origin, e.g. http://localhost:3000. */
  baseUrl: string
  /** The signed-in user's id token (packages/auth getIdToken); null when nobody is signed in. */
  getToken: () => Promise<string | null | undefined>
  /** Tests pass a stub; the default is the browser's fetch. */
  fetch?: typeof fetch
}

export type RequestOptions = {
  /** Values for the path's `{name}` placeholders. */
  params?: Record<string, string> | undefined
  /** Query string values; undefined ones are left out. */
  query?: Record<string, string | number | boolean | undefined> | undefined
  body?: unknown
  signal?: AbortSignal | undefined
}

/** `/v1/obras/{id}` + `{ id: '7' }` + `{ page: 2 }` → `/v1/obras/7?page=2`. */
export function routeUrl(
  path: string,
  params: RequestOptions['params'],
  query: RequestOptions['query'],
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`Falta el parámetro ${name} de ${path}`)
    return encodeURIComponent(value)
  })
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value))
  }
  const queryString = search.toString()
  return queryString ? `${filled}?${queryString}` : filled
}

type SuccessSchema<R extends ApiRouteDefinition> = R['responses'][200] extends { schema: infer S }
  ? S
  : R['responses'][201] extends { schema: infer S }
    ? S
    : undefined
/** What a route answers on success: the output type of its 200 (or 201 Created) schema. */
export type RouteOutput<R extends ApiRouteDefinition> =
  SuccessSchema<R> extends { parse: (data: unknown) => infer T } ? T : undefined

export function createRequest({ baseUrl, getToken, fetch: fetchImpl }: ApiClientOptions) {
  const origin = baseUrl.replace(/\/+$/, '')
  // Called through a closure: the browser's fetch throws "Illegal invocation" when it is called
  // as a method of another object.
  const send = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))

  return async function request<R extends ApiRouteDefinition>(
    route: R,
    { params, query, body, signal }: RequestOptions = {},
  ): Promise<RouteOutput<R>> {
    const headers = new Headers({ Accept: 'application/json' })
    // Offline, an expired token's refresh fails before any request is sent: that is the same
    // "no connection" as a failed fetch, not an unknown error.
    let token: string | null | undefined
    try {
      token = await getToken()
    } catch (cause) {
      throw new ApiRequestError(0, unreachable.code, unreachable.message, {}, { cause })
    }
    if (token) headers.set('Authorization', `Bearer ${token}`)
    if (body !== undefined) headers.set('Content-Type', 'application/json')

    const url = `${origin}${routeUrl(route.path, params, query)}`
    const method = route.method.toUpperCase()
    // A read the document started already (early-response.ts), for this user: its answer.
    const early = method === 'GET' && body === undefined ? takeEarlyResponse(url, token) : undefined
    let response: Response
    try {
      response = await (early ??
        send(url, {
          method,
          headers,
          body: body === undefined ? null : JSON.stringify(body),
          signal: signal ?? null,
        }))
      // The early call cannot be cancelled: a request cancelled meanwhile ends as cancelled.
      if (early) signal?.throwIfAborted()
    } catch (cause) {
      if (signal?.aborted) throw cause
      throw new ApiRequestError(0, unreachable.code, unreachable.message, {}, { cause })
    }

    const data: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const { refusalOf } = await import('./error-body.ts')
      throw refusalOf(response.status, data, fallbackForStatus(response.status))
    }

    const schema = (route.responses[200] ?? route.responses[201])?.schema
    if (!schema) return undefined as RouteOutput<R>
    const parsed = schema.safeParse(data)
    if (!parsed.success) {
      throw new ApiRequestError(
        response.status,
        invalidResponse.code,
        invalidResponse.message,
        {},
        {
          cause: parsed.error,
        },
      )
    }
    return parsed.data as RouteOutput<R>
  }
}
