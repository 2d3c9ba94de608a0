// An area's entry point reads no other area's routes: importing the HR area and building its
// calls touches only HR's route definitions of contracts (and none at import), so a screen of
// the operador's reports never evaluates the commercial or operations schemas for its client.
// Contracts is watched through a proxy that records which of its exports are read.
import { describe, expect, it, vi } from 'vitest'

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

/** The routes contracts exports for one area's folder (`packages/contracts/src/<area>/`). */
async function routesOf(area: 'comercial' | 'operaciones' | 'rrhh') {
  const modules = import.meta.glob('../../contracts/src/*/*-routes.ts')
  const names = new Set<string>()
  for (const [path, load] of Object.entries(modules)) {
    if (!path.includes(`/src/${area}/`)) continue
    for (const name of Object.keys((await load()) as object)) {
      if (name.endsWith('Route')) names.add(name)
    }
  }
  return names
}

describe('an area entry point', () => {
  it("reads only its own area's routes, and none until its calls are first built", async () => {
    const { createConnection } = await import('./index.ts')
    const { rrhhApi, rrhhQueries } = await import('./rrhh/index.ts')
    const atImport = new Set(read)
    const connection = createConnection({ baseUrl: 'http://api.test', getToken: async () => null })
    rrhhQueries(connection)
    expect(rrhhApi(connection).misReports.hoy).toBeTypeOf('function')

    const rrhh = await routesOf('rrhh')
    const comercial = await routesOf('comercial')
    const operaciones = await routesOf('operaciones')
    expect(rrhh.size).toBeGreaterThan(10)
    const used = [...read]
    expect(used.length).toBeGreaterThan(10)
    expect(used.filter((name) => comercial.has(name) || operaciones.has(name))).toEqual([])
    expect(used.filter((name) => !rrhh.has(name))).toEqual([])
    // Importing the area reads no route at all.
    expect([...atImport]).toEqual([])
    // Nor does importing the other areas: their routes wait for their first call.
    const before = [...read]
    await import('./comercial/index.ts')
    await import('./operaciones/index.ts')
    expect([...read]).toEqual(before)
  })
})
