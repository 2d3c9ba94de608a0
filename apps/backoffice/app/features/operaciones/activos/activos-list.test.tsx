// The asset list's filters of related rows come from the options call, and they speak the list
// route's filter names: a tipo's detail links with `f.tipoActivoId` and the Tipo select shows it;
// choosing a marca asks the API for `marcaId`. Above the table, the expiring documents' count
// links to the list filtered by them; each row flags its documents and reads its patente with
// middle dots and its owner as "Propio".
import type { ActivoRow } from '@cordillera/contracts'
import { createApiClient } from '@cordillera/data-client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ActivosList from './activos-list.tsx'

const TIPO = '7c8a1d0e-2b3f-4a5c-8d6e-9f0a1b2c3d4e'
const MARCA = '0b6f2d1e-5a4c-4e8b-9f3a-2c1d7e6b5a40'
const ACTIVO = '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a'
const NOW = '2026-05-14T13:30:00.000Z'

const row: ActivoRow = {
  id: ACTIVO,
  codigo: 'CT-003',
  tipoActivo: { id: TIPO, nombre: 'Camión tolva' },
  marca: { id: MARCA, nombre: 'Volvo' },
  modelo: 'FMX 460',
  anio: 2020,
  patente: 'BCDF12',
  numeroSerie: 'YV2XTY0A1LB123456',
  horometro: 5320.5,
  estado: 'disponible',
  flota: null,
  propietario: null,
  obraActual: null,
  documentos: { vencidos: true, porVencer: false },
  version: 1,
  creadoEn: NOW,
  actualizadoEn: NOW,
}

const answers: Record<string, unknown> = {
  '/v1/activos': {
    items: [row],
    total: 1,
    page: 1,
    pageSize: 25,
    nextCursor: null,
    prevCursor: null,
  },
  '/v1/activos/opciones': {
    tiposActivo: [{ id: TIPO, nombre: 'Camión tolva' }],
    marcas: [{ id: MARCA, nombre: 'Volvo' }],
    flotas: [],
    proveedores: [],
  },
  '/v1/documentos-activo/vencimientos': { vencidos: 3, porVencer: 12, activosAfectados: 9 },
}

const fetch = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input))
  return new Response(JSON.stringify(answers[url.pathname] ?? {}), {
    headers: { 'Content-Type': 'application/json' },
  })
})
const api = createApiClient({ baseUrl: 'http://api.test', getToken: async () => 't', fetch })

vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
  useCan: () => () => true,
}))

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  fetch.mockClear()
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

async function settle() {
  for (let i = 0; i < 10; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
}

async function renderAt(url: string) {
  const Stub = createRoutesStub([{ path: '/activos', Component: ActivosList }])
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={[url]} />
      </QueryClientProvider>,
    )
  })
  await settle()
}

const select = (label: string) => {
  const found = container.querySelector(`select[aria-label="${label}"]`)
  if (!(found instanceof HTMLSelectElement)) throw new Error(`Sin filtro ${label}`)
  return found
}

const listCalls = () =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input)))
    .filter((url) => url.pathname === '/v1/activos')

describe('ActivosList', () => {
  it("shows a tipo's link filter in the Tipo select, with the options' names", async () => {
    await renderAt(`/activos?f.tipoActivoId=${TIPO}`)
    const tipo = select('Filtrar por Tipo')
    expect([...tipo.options].map((option) => option.textContent)).toEqual([
      'Tipo: Todos',
      'Camión tolva',
    ])
    expect(tipo.value).toBe(TIPO)
    expect(listCalls().at(-1)?.searchParams.get('tipoActivoId')).toBe(TIPO)
  })

  it('asks the API for marcaId when a marca is chosen', async () => {
    await renderAt('/activos')
    await act(async () => {
      const marca = select('Filtrar por Marca')
      marca.value = MARCA
      marca.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await settle()
    const last = listCalls().at(-1)
    expect(last?.searchParams.get('marcaId')).toBe(MARCA)
    expect(last?.searchParams.has('marca')).toBe(false)
  })

  it('links the expiring count to the assets with documents to renew', async () => {
    await renderAt('/activos')
    const link = [...container.querySelectorAll('a')].find(
      (anchor) => anchor.textContent === '3 documentos vencidos y 12 por vencer',
    )
    expect(link?.getAttribute('href')).toBe('/activos?f.documentos=alerta')
    expect(select('Filtrar por Documentos').options[1]?.textContent).toBe('Vencidos o por vencer')
  })

  it('reads a row as people do: patente with middle dots, Propio, documents flagged', async () => {
    await renderAt('/activos')
    const text = container.querySelector('table')?.textContent ?? ''
    expect(text).toContain('BC·DF·12')
    expect(text).toContain('Propio')
    expect(text).toContain('Vencidos')
  })
})
