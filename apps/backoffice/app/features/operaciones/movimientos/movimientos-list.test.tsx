// The history renders a movement as logistics reads it: the day and hour on Santiago's 24-hour
// clock, the asset's código linking to its detail, where from and where to (the obra by código
// and name), the guía's folio (a guía electrónica as "Guía electrónica N° 57" with its XML and
// PDF) and the estado it left the asset in; the asset's filter from the URL reaches the API and
// the notice names the asset.

import { settle } from '@cordillera/portal/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACTIVO, fakeApi } from '../activos/activos-fixture.ts'
import { despachoConGuiaRow, despachoRow, pageOf } from './movimientos-fixture.ts'
import MovimientosList from './movimientos-list.tsx'

const { api, fetch, answers } = fakeApi({ 'GET /v1/movimientos': pageOf([despachoRow]) })

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

async function renderAt(url: string) {
  const Stub = createRoutesStub([
    { path: '/logistica-historico-movimientos', Component: MovimientosList },
  ])
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={[url]} />
      </QueryClientProvider>,
    )
  })
  await settle()
}

const calledUrls = () => fetch.mock.calls.map(([input]) => new URL(String(input)))

describe('MovimientosList', () => {
  it('shows a movement, newest first, with its asset linking to the detail', async () => {
    await renderAt('/logistica-historico-movimientos')
    const list = calledUrls().find((url) => url.pathname === '/v1/movimientos')
    expect(list?.searchParams.get('sort')).toBe('fecha')
    expect(list?.searchParams.get('dir')).toBe('desc')
    const row = [...container.querySelectorAll('tbody tr')].find((tr) =>
      tr.textContent?.includes('CT-003'),
    )
    expect(row).toBeDefined()
    const text = row?.textContent ?? ''
    expect(text).toContain('14-05-2026 09:30')
    expect(text).toContain('Despacho')
    expect(text).toContain('Bodega')
    expect(text).toContain('OB-0007 Edificio Central')
    expect(text).toContain('Transportes Andes')
    expect(text).toContain('1234')
    expect(row?.querySelector('[data-estado="en-obra"]')?.textContent).toBe('En obra')
    expect(row?.querySelector('a')?.getAttribute('href')).toBe(`/activos/${ACTIVO}`)
  })

  it('sends the asset filter of the URL and names the asset above the table', async () => {
    await renderAt(`/logistica-historico-movimientos?f.activoId=${ACTIVO}`)
    const list = calledUrls().find((url) => url.pathname === '/v1/movimientos')
    expect(list?.searchParams.get('activoId')).toBe(ACTIVO)
    expect(container.textContent).toContain('Movimientos de CT-003')
  })

  it('shows a guía electrónica by its folio, with its XML and PDF', async () => {
    answers['GET /v1/movimientos'] = pageOf([despachoConGuiaRow])
    await renderAt('/logistica-historico-movimientos')
    const guia = container.querySelector('[data-guia="57"]')
    expect(guia?.textContent).toContain('Guía electrónica N° 57')
    const buttons = [...(guia?.querySelectorAll('button') ?? [])].map((button) =>
      button.getAttribute('aria-label'),
    )
    expect(buttons).toEqual([
      'Descargar XML de la guía electrónica N° 57',
      'Descargar PDF de la guía electrónica N° 57',
    ])
    answers['GET /v1/movimientos'] = pageOf([despachoRow])
  })
})
