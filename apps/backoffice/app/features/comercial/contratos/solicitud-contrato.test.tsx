// The requests raised from a contract: only its assets still on rent are offered; one already in
// another open request is shown disabled with that request's folio; nothing chosen is refused
// under the items before anything is sent; the created request opens. A cambio asks, for each
// chosen asset, the tipo de reemplazo; an adición prices its rows in the contract's moneda and
// needs at least one. A terminado contract shows a notice instead of the form.

import { settle } from '@cordillera/portal/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ContratoAdicion from './contrato-adicion.tsx'
import ContratoCambio from './contrato-cambio.tsx'
import ContratoRetiroParcial from './contrato-retiro-parcial.tsx'
import {
  CONTRATO,
  contratoDetail,
  fakeApi,
  ITEM_LIBRE,
  installDomShims,
  solicitudCreada,
} from './contratos-fixture.ts'

const { api, fetch, answers } = fakeApi({
  [`GET /v1/contratos/${CONTRATO}`]: { body: contratoDetail },
  [`POST /v1/contratos/${CONTRATO}/retiro-parcial`]: { status: 201, body: solicitudCreada },
  'GET /v1/tipos-activo/opciones': { body: { tiposActivo: [] } },
})

vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
  useCan: () => () => true,
}))

installDomShims()

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  fetch.mockClear()
  answers[`GET /v1/contratos/${CONTRATO}`] = { body: contratoDetail }
  answers[`POST /v1/contratos/${CONTRATO}/retiro-parcial`] = { status: 201, body: solicitudCreada }
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
    { path: '/contratos/:id/retiro-parcial', Component: ContratoRetiroParcial },
    { path: '/contratos/:id/cambio', Component: ContratoCambio },
    { path: '/contratos/:id/adicion', Component: ContratoAdicion },
    { path: '/solicitudes/:id', Component: () => <h1>Detalle de la solicitud</h1> },
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

/** The checkbox of an asset, found by its label ("GH-001 · Grúa horquilla…"). */
function checkbox(codigo: string) {
  const label = [...container.querySelectorAll('label')].find((element) =>
    element.textContent?.startsWith(codigo),
  )
  const box = label ? document.getElementById(label.htmlFor) : null
  if (!box) throw new Error(`Sin casilla para ${codigo}`)
  return box
}

async function click(element: Element | undefined) {
  await act(async () => {
    ;(element as HTMLElement | undefined)?.click()
  })
  await settle()
}

const submit = () =>
  [...container.querySelectorAll('button')].find(
    (button) => button.textContent === 'Crear solicitud',
  )

const posts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST')

describe('SolicitudContrato (retiro parcial)', () => {
  it('offers the assets on rent, the one in an open request disabled with its folio', async () => {
    await renderAt(`/contratos/${CONTRATO}/retiro-parcial`)
    expect(container.querySelector('h1')?.textContent).toBe('Solicitud de retiro parcial')
    expect(container.textContent).toContain('Activos a retirar')
    expect(checkbox('GH-001').hasAttribute('disabled')).toBe(false)
    expect(checkbox('GH-002').hasAttribute('disabled')).toBe(true)
    expect(container.textContent).toContain('En SOL-000012 (retiro parcial)')
    // Withdrawn already: not on rent, not offered.
    expect(container.textContent).not.toContain('GH-003')
  })

  it('refuses a request without assets before sending it', async () => {
    await renderAt(`/contratos/${CONTRATO}/retiro-parcial`)
    await click(submit())
    expect(posts()).toHaveLength(0)
    expect(container.textContent).toContain('Indique qué activos se retiran.')
  })

  it('sends the chosen asset and opens the created request', async () => {
    await renderAt(`/contratos/${CONTRATO}/retiro-parcial`)
    await click(checkbox('GH-001'))
    await click(submit())
    expect(posts()).toHaveLength(1)
    const [url, init] = posts()[0] ?? []
    expect(new URL(String(url)).pathname).toBe(`/v1/contratos/${CONTRATO}/retiro-parcial`)
    const body = JSON.parse(String(init?.body))
    expect(body.items).toEqual([{ contratoItemId: ITEM_LIBRE, descripcion: null }])
    expect(body.fechaRequerida).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(container.querySelector('h1')?.textContent).toBe('Detalle de la solicitud')
  })

  it("shows the API's refusal of a chosen asset under that asset", async () => {
    answers[`POST /v1/contratos/${CONTRATO}/retiro-parcial`] = {
      status: 400,
      body: {
        error: {
          code: 'entrada_invalida',
          message: 'Revise los datos marcados.',
          fields: { 'items.0.contratoItemId': 'Ese activo ya no está en arriendo.' },
        },
      },
    }
    await renderAt(`/contratos/${CONTRATO}/retiro-parcial`)
    await click(checkbox('GH-001'))
    await click(submit())
    const item = checkbox('GH-001').closest('li')
    expect(item?.textContent).toContain('Ese activo ya no está en arriendo.')
  })

  it('shows a notice and no form for a terminado contract', async () => {
    answers[`GET /v1/contratos/${CONTRATO}`] = {
      body: { ...contratoDetail, estado: 'terminado' },
    }
    await renderAt(`/contratos/${CONTRATO}/retiro-parcial`)
    expect(container.textContent).toContain('El contrato está terminado')
    expect(submit()).toBeUndefined()
  })
})

describe('SolicitudContrato (cambio)', () => {
  it('asks the tipo de reemplazo of each chosen asset only', async () => {
    await renderAt(`/contratos/${CONTRATO}/cambio`)
    expect(container.textContent).toContain('Activos a cambiar')
    expect(container.textContent).not.toContain('Tipo de reemplazo')
    await click(checkbox('GH-001'))
    const labels = [...container.querySelectorAll('label')].map((label) => label.textContent)
    expect(labels.filter((label) => label?.startsWith('Tipo de reemplazo'))).toHaveLength(1)
  })
})

describe('SolicitudContrato (adición)', () => {
  const rows = () => container.querySelectorAll('fieldset fieldset').length

  it("starts with one row, priced in the contract's moneda, and refuses none", async () => {
    answers[`GET /v1/contratos/${CONTRATO}`] = { body: { ...contratoDetail, moneda: 'UF' } }
    await renderAt(`/contratos/${CONTRATO}/adicion`)
    expect(container.textContent).toContain('Activos a agregar')
    expect(rows()).toBe(1)
    const money = container.querySelector('[data-slot="money-input"]')
    expect(money?.textContent).toContain('UF')
    const labels = [...container.querySelectorAll('label')].map((label) => label.textContent)
    expect(labels).toEqual(
      expect.arrayContaining(['Tipo de activo', 'Cantidad', 'Unidad de cobro', 'Tarifa']),
    )
    await click(
      [...container.querySelectorAll('button')].find(
        (button) => button.getAttribute('aria-label') === 'Quitar ítem 1',
      ),
    )
    expect(rows()).toBe(0)
    await click(submit())
    expect(posts()).toHaveLength(0)
    expect(container.textContent).toContain('Indique qué tipos de activo se agregan.')
    await click(
      [...container.querySelectorAll('button')].find(
        (button) => button.textContent === 'Agregar ítem',
      ),
    )
    expect(rows()).toBe(1)
  })
})
