// The asset list's filters of related rows come from the options call, and they speak the list
// route's filter names: a tipo's detail links with `f.tipoActivoId` and the Tipo select shows it;
// choosing a marca asks the API for `marcaId`. Above the table, the expiring documents' count
// links to the list filtered by them; each row flags its documents and reads its patente with
// middle dots and its owner as "Propio".

import { settle } from '@cordillera/portal/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activoRow, fakeApi, MARCA, opcionesAnswer, TIPO } from './activos-fixture.ts'
import ActivosList from './activos-list.tsx'

const { api, fetch } = fakeApi({
  'GET /v1/activos': {
    body: {
      items: [activoRow],
      total: 1,
      page: 1,
      pageSize: 25,
      nextCursor: null,
      prevCursor: null,
    },
  },
  'GET /v1/activos/opciones': opcionesAnswer,
  'GET /v1/documentos-activo/vencimientos': {
    body: { vencidos: 3, porVencer: 12, activosAfectados: 9 },
  },
})

// The connection and the keys every screen reads, the shared screens (entity shells) included.
vi.mock('../../../../../../packages/portal/src/screens/use-portal-api.ts', () => ({
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

  it('reads a row as people do: patente with middle dots, the año as a year, Propio, documents flagged', async () => {
    await renderAt('/activos')
    const text = container.querySelector('table')?.textContent ?? ''
    expect(text).toContain('BC·DF·12')
    expect(text).toContain('2020')
    expect(text).toContain('5.320,5')
    expect(text).toContain('Propio')
    expect(text).toContain('Vencidos')
  })
})
