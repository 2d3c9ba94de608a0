// The keys and the invalidation every area derives from its definition: a write of one entity
// makes stale exactly the cached lists, details and views that show it — in its own area and in
// the others its definition names — and leaves every other cached answer fresh.

import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { operacionesQueries } from '@cordillera/data-client/operaciones'
import { rrhhQueries } from '@cordillera/data-client/rrhh'
import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { createConnection, defineArea } from './index.ts'

const connection = createConnection({
  baseUrl: 'http://api.test',
  getToken: async () => 't',
  fetch: vi.fn(async () => new Response('{}', { status: 200 })),
})
const id = '3f0c1e1a-2b7d-4c1e-9a55-0d8f6f7a1b22'

/** A cache holding one answer under each key, all fresh. */
function cacheWith(keys: readonly QueryKey[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  for (const key of keys) queryClient.setQueryData(key, { cached: true })
  return queryClient
}

/** What `useEntityMutation` does after a write: invalidate each key the entity names. */
async function write(queryClient: QueryClient, entity: { invalidates: readonly QueryKey[] }) {
  await Promise.all(
    entity.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  )
}

const stale = (queryClient: QueryClient, keys: readonly QueryKey[]) =>
  keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated)

describe('keys', () => {
  it('are derived from the area, the entity, the kind and the scope', () => {
    const comercial = comercialQueries(connection)
    expect(comercial.obras.list({ q: 'mirador' }).queryKey).toEqual([
      'comercial',
      'obras',
      'list',
      'todos',
      { q: 'mirador' },
    ])
    expect(comercial.obras.detail(id).queryKey).toEqual([
      'comercial',
      'obras',
      'detail',
      'todos',
      id,
    ])
    expect(comercial.contratosVigentes.list({}).queryKey.slice(0, 4)).toEqual([
      'comercial',
      'contratos',
      'list',
      'vigentes',
    ])
    expect(
      comercial.cotizaciones.activosDisponibles(id, { fechaInicio: '2026-12-01' }).queryKey,
    ).toEqual([
      'comercial',
      'cotizaciones',
      'activos-disponibles',
      id,
      { fechaInicio: '2026-12-01' },
    ])
    // The fleet's commercial reports: views of comercial's equipos.
    expect(comercial.disponibilidadFlota.get({ desde: '2026-03-01' }).queryKey).toEqual([
      'comercial',
      'equipos',
      'disponibilidad',
      { desde: '2026-03-01' },
    ])
    expect(rrhhQueries(connection).reports.detail('op-1', 'rep-1').queryKey).toEqual([
      'rrhh',
      'reports',
      'detail',
      'op-1',
      'rep-1',
    ])
  })

  it('are built once per connection: a screen asking again gets the same options', () => {
    expect(comercialQueries(connection)).toBe(comercialQueries(connection))
    expect(comercialApi(connection)).toBe(comercialApi(connection))
    const other = createConnection({ baseUrl: 'http://otra.test', getToken: async () => null })
    expect(comercialApi(other)).not.toBe(comercialApi(connection))
  })
})

describe('a write', () => {
  const comercial = comercialQueries(connection)
  const operaciones = operacionesQueries(connection)
  const rrhh = rrhhQueries(connection)
  const cached = {
    obras: comercial.obras.list({}).queryKey,
    obra: comercial.obras.detail(id).queryKey,
    razonSocial: comercial.razonesSociales.detail(id).queryKey,
    constructoras: comercial.constructoras.list({}).queryKey,
    grupos: comercial.gruposCliente.list({}).queryKey,
    solicitudes: comercial.solicitudes.list({}).queryKey,
    solicitudesCliente: comercial.solicitudesCliente.list({}).queryKey,
    contrato: comercial.contratos.detail(id).queryKey,
    contratosVigentes: comercial.contratosVigentes.list({}).queryKey,
    cotizaciones: comercial.cotizaciones.list({}).queryKey,
    activos: operaciones.activos.list({}).queryKey,
    activo: operaciones.activos.detail(id).queryKey,
    disponibilidad: comercial.disponibilidadFlota.get({}).queryKey,
    marcas: operaciones.marcas.list({}).queryKey,
    movimientos: operaciones.movimientos.list({}).queryKey,
    pendientes: comercial.solicitudesPendientes.list({}).queryKey,
    trabajadores: rrhh.trabajadores.list({}).queryKey,
    operadores: rrhh.operadores.list({}).queryKey,
    reports: rrhh.reports.observados.list({}).queryKey,
    dashboardOperadores: rrhh.dashboardOperadores({}).queryKey,
  }
  const all = Object.values(cached)
  const keysOf = (...names: (keyof typeof cached)[]) => names.map((name) => cached[name])
  /** The cached keys a write of `entity` leaves stale, from a cache where all were fresh. */
  const staleAfter = async (entity: { invalidates: readonly QueryKey[] }) => {
    const queryClient = cacheWith(all)
    await write(queryClient, entity)
    return stale(queryClient, all)
  }

  it('of an obra makes stale its lists, its razón social and constructora, nothing else', async () => {
    expect(await staleAfter(comercial.obras)).toEqual(
      keysOf('obras', 'obra', 'razonSocial', 'constructoras'),
    )
  })

  it("completing a pending request reaches the assets' estado and the commercial request and contract", async () => {
    expect(await staleAfter(comercial.solicitudesPendientes)).toEqual(
      keysOf(
        'solicitudes',
        'solicitudesCliente',
        'contrato',
        'contratosVigentes',
        'activos',
        'activo',
        'disponibilidad',
        'movimientos',
        'pendientes',
      ),
    )
  })

  it('passing a quotation to a contract refreshes the contracts and the fleet’s availability', async () => {
    expect(await staleAfter(comercial.cotizaciones)).toEqual(
      keysOf(
        'contrato',
        'contratosVigentes',
        'cotizaciones',
        'activos',
        'activo',
        'disponibilidad',
      ),
    )
  })

  it("of a daily report refreshes HR's reports, the dashboard and the operators, not the workers", async () => {
    expect(await staleAfter(rrhh.reports)).toEqual(
      keysOf('operadores', 'reports', 'dashboardOperadores'),
    )
  })
})

describe('defineArea', () => {
  it('names each affected entity of another area as [area, entity], and its own by name', () => {
    const area = defineArea({
      area: 'prueba',
      affects: { a: ['b', ['otra', 'c']], b: [] },
      calls: () => ({}),
      queries: (_calls, { writes }) => ({ a: writes('a'), b: writes('b') }),
    })
    expect(area.queries(connection).a.invalidates).toEqual([
      ['prueba', 'a'],
      ['prueba', 'b'],
      ['otra', 'c'],
    ])
    expect(area.invalidates('b')).toEqual([['prueba', 'b']])
  })

  it('builds nothing until a screen asks for the area', () => {
    const calls = vi.fn(() => ({}))
    const area = defineArea({ area: 'perezosa', affects: { x: [] }, calls, queries: () => ({}) })
    expect(calls).not.toHaveBeenCalled()
    area.queries(connection)
    area.client(connection)
    expect(calls).toHaveBeenCalledOnce()
  })
})
