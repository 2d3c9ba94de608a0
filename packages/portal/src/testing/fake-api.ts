// The API a screen test talks to: the real data client over a fetch that answers by method and
// path (`answers['GET /v1/sii/cafs']`), 404 in Spanish for anything else, every call recorded. So
// every answer is parsed by the routes' own schemas, as in the browser. A file's answer is text
// with its content type and name (`{ body: '<xml/>', type: 'application/xml', fileName }`).
import { createConnection } from '@cordillera/data-client'
import { vi } from 'vitest'

export type FakeAnswer = {
  status?: number
  body: unknown
  /** A file's content type: the body is sent as it is, named by `fileName`. */
  type?: string
  fileName?: string
}

/** `answers` may be changed by a test before it acts. */
export function fakeApi(answers: Record<string, FakeAnswer> = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`] ?? {
      status: 404,
      body: { error: { code: 'no_encontrado', message: 'No encontrado.' } },
    }
    if (answer.type) {
      return new Response(String(answer.body), {
        status: answer.status ?? 200,
        headers: {
          'Content-Type': answer.type,
          ...(answer.fileName
            ? { 'Content-Disposition': `attachment; filename="${answer.fileName}"` }
            : {}),
        },
      })
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  const api = createConnection({ baseUrl: 'http://api.test', getToken: async () => 't', fetch })
  return { api, fetch, answers }
}

type FakeFetch = ReturnType<typeof fakeApi>['fetch']

/** The writes sent: method, path and parsed body. */
export const writes = (fetch: FakeFetch) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([input, init]) => ({
      method: init?.method,
      path: new URL(String(input)).pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }))

/** The GETs sent, as "/v1/edp?page=1…". */
export const reads = (fetch: FakeFetch) =>
  fetch.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
    .map(([input]) => {
      const url = new URL(String(input))
      return `${url.pathname}${url.search}`
    })
