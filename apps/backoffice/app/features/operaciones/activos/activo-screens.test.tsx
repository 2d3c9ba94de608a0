// The asset's detail and edit screens with the API answering: the detail says where the asset
// stands and flags its expired revisión técnica, offering to manage the documents; editing shows
// the estado without a field for it, and a save refused as stale (409) says someone else changed
// the asset and offers to reload instead of overwriting.
import { emptySession } from '@cordillera/contracts'
import { settle } from '@cordillera/portal/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ActivoDetalle from './activo-detalle.tsx'
import ActivoEditar from './activo-editar.tsx'
import { ACTIVO, activoDetail, fakeApi, opcionesAnswer } from './activos-fixture.ts'

const stale = {
  status: 409,
  body: {
    error: { code: 'conflicto', message: 'Otra persona modificó el activo mientras lo editabas.' },
  },
}
const duplicate = {
  status: 409,
  body: {
    error: {
      code: 'conflicto',
      message: 'Ya existe un activo con este número de serie.',
      fields: { numeroSerie: 'Ya existe un activo con este número de serie.' },
    },
  },
}

const { api, fetch, answers } = fakeApi({
  [`GET /v1/activos/${ACTIVO}`]: { body: activoDetail },
  'GET /v1/activos/opciones': opcionesAnswer,
})

// The connection and the keys every screen reads, the shared screens (entity shells) included.
vi.mock('../../../../../../packages/portal/src/screens/use-portal-api.ts', () => ({
  useApi: () => api,
  useCan: () => () => true,
}))
// Buttons to a route (RouteLinkButton) read the session's keys themselves: a user with every key.
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

async function renderAt(url: string) {
  const Stub = createRoutesStub([
    { path: '/activos/:id', Component: ActivoDetalle },
    { path: '/activos/:id/editar', Component: ActivoEditar },
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

const link = (text: string) =>
  [...container.querySelectorAll('a')].find((anchor) => anchor.textContent?.includes(text))

describe('ActivoDetalle', () => {
  it('shows the asset, its estado since when, and its expired document with a way to manage it', async () => {
    await renderAt(`/activos/${ACTIVO}`)
    const text = container.textContent ?? ''
    expect(container.querySelector('h1')?.textContent).toBe('CT-003 · FMX 460')
    expect(text).toContain('Disponible')
    expect(text).toContain('desde el 02-03-2026')
    expect(text).toContain('5.320,5 h')
    expect(text).toContain('BC·DF·12')
    expect(text).toContain('Propio')
    const documentos = container.querySelector('table')?.textContent ?? ''
    expect(documentos).toContain('Revisión técnica')
    expect(documentos).toContain('01-05-2026')
    expect(documentos).toContain('Vencido')
    expect(link('Gestionar documentos')?.getAttribute('href')).toBe(`/activos/${ACTIVO}/documentos`)
    expect(link('Camión tolva')?.getAttribute('href')).toMatch(/^\/tipos-activo\//)
  })
})

const saveButton = () =>
  [...container.querySelectorAll('button')].find(
    (button) => button.textContent === 'Guardar cambios',
  )

describe('ActivoEditar', () => {
  it('has no field for the estado, and a stale save offers to reload', async () => {
    answers[`PATCH /v1/activos/${ACTIVO}`] = stale
    await renderAt(`/activos/${ACTIVO}/editar`)
    const labels = [...container.querySelectorAll('label')].map((label) => label.textContent)
    expect(labels).toContain('Código')
    expect(labels.some((label) => label?.startsWith('Estado'))).toBe(false)
    expect(container.textContent).toContain('Disponible')
    await act(async () => saveButton()?.click())
    await settle()
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({ version: 1, codigo: 'CT-003' })
    expect(container.textContent).toContain('Alguien más modificó este activo')
    expect(
      [...container.querySelectorAll('button')].some((button) => button.textContent === 'Recargar'),
    ).toBe(true)
  })

  it('shows a duplicate número de serie under its field, not as a stale version', async () => {
    answers[`PATCH /v1/activos/${ACTIVO}`] = duplicate
    await renderAt(`/activos/${ACTIVO}/editar`)
    await act(async () => saveButton()?.click())
    await settle()
    const errors = [...container.querySelectorAll('[data-slot="field-error"]')]
    expect(errors.map((error) => error.textContent)).toEqual([
      'Ya existe un activo con este número de serie.',
    ])
    expect(errors[0]?.closest('[data-slot="field"]')?.querySelector('label')?.textContent).toBe(
      'Número de serie',
    )
    expect(container.textContent).not.toContain('Alguien más modificó este activo')
  })
})
