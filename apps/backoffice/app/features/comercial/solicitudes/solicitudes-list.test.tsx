// The staff's requests list: a contract's link narrows it (the API is asked for that contratoId
// and the notice names the contract); a pending request may be edited or rejected, one already
// decided only opened; a site client's request says "Cliente".
import { emptySession, type SolicitudRow } from '@cordillera/contracts'
import { settle } from '@cordillera/portal/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CONTRATO,
  calls,
  fakeApi,
  installDomShims,
  solicitudCreada,
} from '../contratos/contratos-fixture.ts'
import SolicitudesList from './solicitudes-list.tsx'

const {
  items: _items,
  comentarios,
  motivoRechazo,
  moneda,
  creadoPor,
  actualizadoPor,
  ...row
} = solicitudCreada
const pendiente: SolicitudRow = { ...row, origen: 'cliente' }
const aprobada: SolicitudRow = {
  ...row,
  id: '1e0d9c8b-7a6f-4e5d-8c4b-2a1f0e9d8c7b',
  folio: 'SOL-000010',
  estado: 'aprobada',
}

const { api, fetch } = fakeApi({
  'GET /v1/solicitudes': {
    body: {
      items: [pendiente, aprobada],
      total: 2,
      page: 1,
      pageSize: 25,
      nextCursor: null,
      prevCursor: null,
    },
  },
})

// The connection and the keys every screen reads, the shared screens (entity shells) included.
vi.mock('../../../../../../packages/portal/src/screens/use-portal-api.ts', () => ({
  useApi: () => api,
  useCan: () => () => true,
}))
// The shared list screen reads the session's keys itself: every one.
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => ({ ...emptySession, sesionIniciada: true, tipo: 'cordillera', su: true }),
}))

installDomShims()

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
  const Stub = createRoutesStub([{ path: '/solicitudes', Component: SolicitudesList }])
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={[url]} />
      </QueryClientProvider>,
    )
  })
  await settle()
}

async function actionsOf(folio: string) {
  const trigger = [...container.querySelectorAll('button')].find((button) =>
    button.getAttribute('aria-label')?.includes(folio),
  )
  if (!trigger) throw new Error(`Sin acciones para ${folio}`)
  await act(async () => {
    trigger.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }))
    trigger.click()
  })
  await settle()
  const items = [...document.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent)
  await act(async () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  })
  await settle()
  return items
}

describe('SolicitudesList', () => {
  it("narrows to a contract's requests from its link and names it", async () => {
    await renderAt(`/solicitudes?f.contratoId=${CONTRATO}`)
    expect(calls(fetch).at(-1)).toContain(`contratoId=${CONTRATO}`)
    expect(container.textContent).toContain('Solicitudes del contrato CON-000045')
    expect(container.textContent).toContain('Cliente')
  })

  it('offers editing and rejecting only while pendiente', async () => {
    await renderAt('/solicitudes')
    expect(await actionsOf('SOL-000013')).toEqual(['Ver detalle', 'Editar', 'Rechazar'])
    expect(await actionsOf('SOL-000010')).toEqual(['Ver detalle'])
  })
})
