// One list for three screens: each reads its own route (its own key), only the general one filters
// by estado and exports, and an estado left in the URL is not sent where the route has none. A
// vigente row offers the four requests (each to whoever holds its screen's key); a terminado one
// offers only its detail.
import { emptySession, PERMISSION_KEYS } from '@cordillera/contracts'
import { settle } from '@cordillera/portal/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { calls, contratoPage, contratoRow, fakeApi, installDomShims } from './contratos-fixture.ts'
import { type ContratosLista, ContratosListScreen } from './contratos-list-screen.tsx'

const terminado = {
  ...contratoRow,
  id: '2e1f0a9b-8c7d-4e6f-9a5b-4c3d2e1f0a9b',
  folio: 'CON-000044',
  estado: 'terminado' as const,
}

const { api, fetch } = fakeApi({
  'GET /v1/contratos': contratoPage([contratoRow, terminado]),
  'GET /v1/contratos-vigentes': contratoPage([contratoRow]),
  'GET /v1/contratos-terminados': contratoPage([terminado]),
})

// Every key but the cierre's: its action takes the cierre screen's key.
const held = vi.fn((key: string) => key !== 'comercial/cierre-contrato')
vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
  useCan: () => held,
}))
// The shared list screen reads the session's keys itself: the same ones.
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => ({
    ...emptySession,
    sesionIniciada: true,
    tipo: 'cordillera',
    permisos: PERMISSION_KEYS.filter((key) => held(key)),
  }),
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

async function renderList(lista: ContratosLista, search = '') {
  const Stub = createRoutesStub([
    { path: '/lista', Component: () => <ContratosListScreen lista={lista} /> },
  ])
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={[`/lista${search}`]} />
      </QueryClientProvider>,
    )
  })
  await settle()
}

const heading = () => container.querySelector('h1')?.textContent
const hasFilter = (label: string) =>
  container.querySelector(`select[aria-label="Filtrar por ${label}"]`) !== null
const buttons = () => [...document.querySelectorAll('button')].map((button) => button.textContent)

async function openActionsOf(folio: string) {
  const trigger = [...container.querySelectorAll('button')].find((button) =>
    button.getAttribute('aria-label')?.includes(folio),
  )
  if (!trigger) throw new Error(`Sin acciones para ${folio}`)
  await act(async () => {
    trigger.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }))
    trigger.click()
  })
  await settle()
  return [...document.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent)
}

describe('ContratosListScreen', () => {
  it('the general list reads every contract, filters by estado and exports', async () => {
    await renderList('todos')
    expect(heading()).toBe('Contratos')
    expect(calls(fetch).at(-1)).toMatch(/^GET \/v1\/contratos\?/)
    expect(hasFilter('Estado')).toBe(true)
    expect(hasFilter('Moneda')).toBe(true)
    expect(buttons()).toContain('Exportar CSV')
    expect(container.textContent).toContain('CON-000045')
    expect(container.textContent).toContain('CON-000044')
  })

  it('the vigentes list reads its own route, without estado filter nor export', async () => {
    await renderList('vigentes', '?f.estado=terminado')
    expect(heading()).toBe('Contratos vigentes')
    const sent = calls(fetch).at(-1) ?? ''
    expect(sent).toMatch(/^GET \/v1\/contratos-vigentes\?/)
    expect(sent).not.toContain('estado')
    expect(hasFilter('Estado')).toBe(false)
    expect(hasFilter('Moneda')).toBe(true)
    expect(buttons()).not.toContain('Exportar CSV')
  })

  it('the terminados list reads its own route', async () => {
    await renderList('terminados')
    expect(heading()).toBe('Contratos terminados')
    expect(calls(fetch).at(-1)).toMatch(/^GET \/v1\/contratos-terminados\?/)
  })

  it('a vigente row offers the requests whose screens the user may open', async () => {
    await renderList('todos')
    const actions = await openActionsOf('CON-000045')
    expect(actions).toEqual([
      'Ver detalle',
      'Solicitar adición',
      'Solicitar cambio',
      'Solicitar retiro parcial',
      'Crear EDP',
    ])
  })

  it('a terminado row offers its detail and its EDP (its last period is still billed)', async () => {
    await renderList('terminados')
    expect(await openActionsOf('CON-000044')).toEqual(['Ver detalle', 'Crear EDP'])
  })
})
