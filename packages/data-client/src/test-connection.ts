// For the data client's own tests: the real connection over a fetch that answers every call with
// one JSON body, recording what was sent.
import { vi } from 'vitest'
import { createConnection } from './connection.ts'

export function connectionAnswering(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  )
  const connection = createConnection({
    baseUrl: 'http://api.test',
    getToken: async () => 't',
    fetch,
  })
  return { connection, fetch }
}
