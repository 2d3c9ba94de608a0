// The asset's detail lists its last movements, newest first, asks the API for ten of them, leads
// to the history filtered by the asset and offers to record one to whoever may.
import { emptySession } from '@cordillera/contracts'
import { settle } from '@cordillera/portal/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ActivoDetalle from '../activos/activo-detalle.tsx'
import { ACTIVO, activoDetail, fakeApi } from '../activos/activos-fixture.ts'
import { despachoRow, pageOf } from './movimientos-fixture.ts'

const { api, fetch } = fakeApi({
  [`GET /v1/activos/${ACTIVO}`]: { body: { ...activoDetail, estado: 'en-obra' } },
  [`GET /v1/activos/${ACTIVO}/movimientos`]: pageOf([despachoRow]),
})

// The connection and the keys every screen reads, the shared screens (entity shells) included.
vi.mock('../../../../../../packages/portal/src/screens/use-portal-api.ts', () => ({
  useApi: () => api,
  useCan: () => () => true,
}))
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => ({ ...emptySession, su: true }),
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

describe('ActivoDetalle, movimientos', () => {
  it('shows the last movements and the way to the history filtered by the asset', async () => {
    const Stub = createRoutesStub([{ path: '/activos/:id', Component: ActivoDetalle }])
    await act(async () => {
      root.render(
        <QueryClientProvider client={new QueryClient()}>
          <Stub initialEntries={[`/activos/${ACTIVO}`]} />
        </QueryClientProvider>,
      )
    })
    await settle()
    const asked = fetch.mock.calls
      .map(([input]) => new URL(String(input)))
      .find((url) => url.pathname === `/v1/activos/${ACTIVO}/movimientos`)
    expect(asked?.searchParams.get('pageSize')).toBe('10')
    const card = [...container.querySelectorAll('table')].find(
      (table) => table.querySelector('caption')?.textContent === 'Últimos movimientos del activo',
    )
    expect(card?.textContent).toContain('14-05-2026 09:30')
    expect(card?.textContent).toContain('Bodega → OB-0007 Edificio Central')
    const history = [...container.querySelectorAll('a')].find(
      (link) => link.textContent === 'Ver todos sus movimientos',
    )
    expect(history?.getAttribute('href')).toBe(
      `/logistica-historico-movimientos?f.activoId=${ACTIVO}`,
    )
    const button = [...container.querySelectorAll('button')].find(
      (item) => item.textContent === 'Registrar movimiento',
    )
    expect(button).toBeDefined()
  })
})
