// A request's detail and edit screens with the API answering: a site client's pending request says
// so and offers Aprobar, Rechazar and Editar; approving sends the version that was read and a 409
// shows the API's reason and reloads the request. Editing a retiro parcial keeps its own asset
// choosable (it is "pending" in this very request) while another request's asset stays disabled.
import { emptySession, type SolicitudDetail } from '@cordillera/contracts'
import { settle } from '@cordillera/portal/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CONTRATO,
  contratoDetail,
  fakeApi,
  ITEM_LIBRE,
  installDomShims,
  SOLICITUD,
  solicitudCreada,
} from '../contratos/contratos-fixture.ts'
import SolicitudDetalle from './solicitud-detalle.tsx'
import SolicitudEditar from './solicitud-editar.tsx'

const deCliente: SolicitudDetail = { ...solicitudCreada, origen: 'cliente' }

// The contract as the request's own asset shows it: pending in this very request.
const contratoConEstaSolicitud = {
  ...contratoDetail,
  items: contratoDetail.items.map((item) =>
    item.id === ITEM_LIBRE
      ? {
          ...item,
          solicitudPendiente: { id: SOLICITUD, folio: 'SOL-000013', tipo: 'retiro-parcial' },
        }
      : item,
  ),
}

const { api, fetch, answers } = fakeApi({})

vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
  useCan: () => () => true,
}))
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => ({ ...emptySession, su: true }),
}))

installDomShims()

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  fetch.mockClear()
  for (const key of Object.keys(answers)) delete answers[key]
  answers[`GET /v1/solicitudes/${SOLICITUD}`] = { body: deCliente }
  answers[`GET /v1/contratos/${CONTRATO}`] = { body: contratoConEstaSolicitud }
  answers['GET /v1/tipos-activo/opciones'] = { body: { tiposActivo: [] } }
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
    { path: '/solicitudes/:id', Component: SolicitudDetalle },
    { path: '/solicitudes/:id/editar', Component: SolicitudEditar },
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

const button = (text: string) =>
  [...document.querySelectorAll('button')].filter((element) => element.textContent === text)

async function click(element: Element | undefined) {
  await act(async () => {
    ;(element as HTMLElement | undefined)?.click()
  })
  await settle()
}

const callsTo = (method: string, path: string) =>
  fetch.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input)).pathname === path,
  )

describe('SolicitudDetalle', () => {
  it("shows a site client's pending request with its actions", async () => {
    await renderAt(`/solicitudes/${SOLICITUD}`)
    const text = container.textContent ?? ''
    expect(container.querySelector('h1')?.textContent).toBe('Solicitud SOL-000013')
    expect(text).toContain('Cliente')
    expect(text).toContain('Pendiente')
    expect(text).toContain('GH-001 · Grúa horquilla Toyota 8FGU25')
    expect(button('Aprobar')).toHaveLength(1)
    expect(button('Rechazar')).toHaveLength(1)
    const editar = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Editar')
    expect(editar?.getAttribute('href')).toBe(`/solicitudes/${SOLICITUD}/editar`)
  })

  it('approves with the version read; a 409 shows why and reloads the request', async () => {
    answers[`POST /v1/solicitudes/${SOLICITUD}/aprobacion`] = {
      status: 409,
      body: { error: { code: 'conflicto', message: 'Otra persona modificó la solicitud.' } },
    }
    await renderAt(`/solicitudes/${SOLICITUD}`)
    const readsBefore = callsTo('GET', `/v1/solicitudes/${SOLICITUD}`).length
    await click(button('Aprobar')[0])
    // The confirm dialog's own Aprobar.
    await click(button('Aprobar').at(-1))
    const [approve] = callsTo('POST', `/v1/solicitudes/${SOLICITUD}/aprobacion`)
    expect(JSON.parse(String(approve?.[1]?.body))).toEqual({ version: 1 })
    expect(document.body.textContent).toContain('Otra persona modificó la solicitud.')
    expect(callsTo('GET', `/v1/solicitudes/${SOLICITUD}`).length).toBeGreaterThan(readsBefore)
  })

  it('offers nothing to do once it is no longer pendiente', async () => {
    answers[`GET /v1/solicitudes/${SOLICITUD}`] = {
      body: { ...deCliente, estado: 'rechazada', motivoRechazo: 'Sin stock de grúas.' },
    }
    await renderAt(`/solicitudes/${SOLICITUD}`)
    expect(container.textContent).toContain('Sin stock de grúas.')
    expect(button('Aprobar')).toHaveLength(0)
    expect(button('Rechazar')).toHaveLength(0)
  })
})

describe('SolicitudEditar', () => {
  function checkbox(codigo: string) {
    const label = [...container.querySelectorAll('label')].find((element) =>
      element.textContent?.startsWith(codigo),
    )
    const box = label ? document.getElementById(label.htmlFor) : null
    if (!box) throw new Error(`Sin casilla para ${codigo}`)
    return box
  }

  it("keeps the request's own asset chosen and choosable, and saves with its version", async () => {
    answers[`PATCH /v1/solicitudes/${SOLICITUD}`] = { body: deCliente }
    await renderAt(`/solicitudes/${SOLICITUD}/editar`)
    expect(checkbox('GH-001').getAttribute('aria-checked')).toBe('true')
    expect(checkbox('GH-001').hasAttribute('disabled')).toBe(false)
    expect(checkbox('GH-002').hasAttribute('disabled')).toBe(true)
    await click(button('Guardar cambios')[0])
    const [patch] = callsTo('PATCH', `/v1/solicitudes/${SOLICITUD}`)
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      version: 1,
      fechaRequerida: '2026-05-20',
      items: [{ contratoItemId: ITEM_LIBRE }],
    })
  })

  it('a stale save offers to reload instead of overwriting', async () => {
    answers[`PATCH /v1/solicitudes/${SOLICITUD}`] = {
      status: 409,
      body: { error: { code: 'conflicto', message: 'Otra persona modificó la solicitud.' } },
    }
    await renderAt(`/solicitudes/${SOLICITUD}/editar`)
    await click(button('Guardar cambios')[0])
    expect(container.textContent).toContain('Alguien más modificó esta solicitud')
    expect(button('Recargar')).toHaveLength(1)
  })
})
