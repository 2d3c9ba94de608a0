// The phone's entry point (`@cordillera/data-client/mis-reports`) builds no route when imported
// nor when its calls are made for a connection: the routes (their zod schemas) load with the first
// call, so the list of reports paints its kept answers first (issue 21). Contracts is watched
// through a proxy that records which of its routes are read.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectionAnswering } from '../test-connection.ts'

const read = new Set<string>()

vi.mock('@cordillera/contracts', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>()
  return new Proxy(actual, {
    get(target, name, receiver) {
      if (typeof name === 'string' && name.endsWith('Route')) read.add(name)
      return Reflect.get(target, name, receiver)
    },
  })
})

afterEach(() => {
  vi.doUnmock('./mis-reports-calls.ts')
  vi.resetModules()
  read.clear()
})

describe("the phone's reports entry point", () => {
  it('reads no route until its first call, then the routes of its calls only', async () => {
    const { misReportsApi } = await import('./mis-reports.ts')
    const { connection, fetch } = connectionAnswering({ hoy: '2026-11-24', items: [] })
    const api = misReportsApi(connection)
    expect(misReportsApi(connection)).toBe(api)
    expect([...read]).toEqual([])

    await expect(api.hoy()).resolves.toEqual({ hoy: '2026-11-24', items: [] })
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://api.test/v1/operador/reports/hoy')
    expect(read.has('listReportsHoyRoute')).toBe(true)
    expect([...read].every((name) => /Mi(s)?Report|ReportsHoy/.test(name))).toBe(true)
  })

  it('fails as "no connection" when the routes cannot be loaded, and loads them again next time', async () => {
    vi.doMock('./mis-reports-calls.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { misReportsApi } = await import('./mis-reports.ts')
    const { connection } = connectionAnswering({ hoy: '2026-11-24', items: [] })
    const api = misReportsApi(connection)
    await expect(api.hoy()).rejects.toMatchObject({ status: 0, code: 'servicio_no_disponible' })

    vi.doUnmock('./mis-reports-calls.ts')
    await expect(api.hoy()).resolves.toEqual({ hoy: '2026-11-24', items: [] })
  })
})
