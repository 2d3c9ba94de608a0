// The calls each area declares, against a local HTTP server through the platform's own fetch: the
// method, path, query string, body and token each sends, and that the answer comes back parsed by
// the route's schema — for CRUD calls, actions (complete, pasar-contrato, validar), an owner's
// list, a period's read and an export.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { comercialApi } from '@cordillera/data-client/comercial'
import { operacionesApi } from '@cordillera/data-client/operaciones'
import { rrhhApi } from '@cordillera/data-client/rrhh'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConnection } from './index.ts'
import { sessionApi } from './session.ts'

type Received = {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  authorization: string | undefined
}

const id = '3f0c1e1a-2b7d-4c1e-9a55-0d8f6f7a1b22'
const otherId = '9b1d2c3e-4f5a-4b6c-8d7e-1f2a3b4c5d6e'

let server: Server
let received: Received[] = []
/** What the server answers next: status, JSON body, headers. */
let answer: { status: number; body?: unknown; headers?: Record<string, string> } = { status: 204 }

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8')
    })
    request.on('end', () => resolve(text))
  })

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const text = await readBody(request)
    received.push({
      method: request.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.authorization,
    })
    const body = answer.body === undefined ? undefined : JSON.stringify(answer.body)
    response.writeHead(answer.status, {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...answer.headers,
    })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function connect() {
  received = []
  const { port } = server.address() as AddressInfo
  return createConnection({ baseUrl: `http://127.0.0.1:${port}/`, getToken: async () => 'tok' })
}

/** Sends a call whose answer does not matter here (the route's schema may refuse it). */
const sent = async (call: Promise<unknown>) => {
  await call.catch(() => undefined)
  return received.at(-1)
}

describe('calls declared in the areas', () => {
  it('lists with the filters set, leaving the cleared ones out', async () => {
    const api = connect()
    answer = {
      status: 200,
      body: { items: [], total: 0, page: 2, pageSize: 25, nextCursor: null, prevCursor: null },
    }
    const page = await comercialApi(api).obras.list({ page: 2, q: 'mirador', razonSocialId: '' })
    expect(page.total).toBe(0)
    expect(received).toEqual([
      {
        method: 'GET',
        path: '/v1/obras',
        query: { page: '2', q: 'mirador' },
        body: undefined,
        authorization: 'Bearer tok',
      },
    ])
  })

  it('sends an action on a row as a POST to its path with the body', async () => {
    const api = connect()
    answer = { status: 409, body: { error: { code: 'conflicto', message: 'Ya se completó.' } } }
    const error = await comercialApi(api)
      .solicitudesPendientes.complete(id, { version: 3, items: [] } as never)
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ status: 409, message: 'Ya se completó.' })
    expect(received[0]).toMatchObject({
      method: 'POST',
      path: `/v1/solicitudes-pendientes/${id}/completar`,
      body: { version: 3, items: [] },
    })
    const contract = await sent(
      comercialApi(api).cotizaciones.contract(id, { version: 1 } as never),
    )
    expect(contract).toMatchObject({
      method: 'POST',
      path: `/v1/cotizaciones/${id}/contrato`,
    })
  })

  it("reaches an operator's report by both ids, and deletes with the version read", async () => {
    const api = connect()
    answer = { status: 204 }
    await rrhhApi(api).reports.delete(id, otherId, 4)
    expect(received[0]).toMatchObject({
      method: 'DELETE',
      path: `/v1/operadores/${id}/reports/${otherId}`,
      query: { version: '4' },
    })
    const history = await sent(rrhhApi(api).reports.listDeOperador(id, { estado: 'firmado' }))
    expect(history).toMatchObject({
      method: 'GET',
      path: `/v1/operadores/${id}/reports`,
      query: { estado: 'firmado' },
    })
    expect(rrhhApi(api).reports.listDeOperador.filters).toContain('estado')
  })

  it('reads a period and downloads an export named as the API names it', async () => {
    const api = connect()
    const read = await sent(
      comercialApi(api).disponibilidadFlota.get({ desde: '2026-03-01', hasta: '2026-03-31' }),
    )
    expect(read).toMatchObject({
      method: 'GET',
      path: '/v1/disponibilidad-flota',
      query: { desde: '2026-03-01', hasta: '2026-03-31' },
    })
    answer = {
      status: 200,
      body: 'RUT;Nombre',
      headers: { 'Content-Disposition': 'attachment; filename="movimientos-2026-03-31.csv"' },
    }
    const file = await operacionesApi(api).movimientos.export({ format: 'csv', tipo: 'despacho' })
    expect(file.fileName).toBe('movimientos-2026-03-31.csv')
    expect(received.at(-1)).toMatchObject({
      path: '/v1/movimientos/exportar',
      query: { format: 'csv', tipo: 'despacho' },
      authorization: 'Bearer tok',
    })
  })

  it("asks for the session's user with the portal's menu", async () => {
    const api = connect()
    const me = await sent(sessionApi(api).getMe({ portal: 'operador' }))
    expect(me).toMatchObject({ method: 'GET', path: '/v1/me', query: { portal: 'operador' } })
  })
})
