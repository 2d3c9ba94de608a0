// The contract's condiciones de cobro on its detail: staff with the contract-change key open the
// dialog, a descuento over 100 % is refused before anything is sent, a refusal of the API shows
// under its field, and the saved terms are what the detail then shows.
import { type ContratoDetail, emptySession } from '@cordillera/contracts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ContratoDetalle from './contrato-detalle.tsx'
import { CONTRATO, calls, contratoDetail, fakeApi, installDomShims } from './contratos-fixture.ts'

const { api, answers, fetch } = fakeApi({})
const can = { cambio: true }

vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
  useCan: () => (key: string) => key !== 'comercial/cambio-contrato' || can.cambio,
}))
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => ({ ...emptySession, su: true }),
}))

installDomShims()

const PATCH = `PATCH /v1/contratos/${CONTRATO}/condiciones-cobro`

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  can.cambio = true
  fetch.mockClear()
  for (const key of Object.keys(answers)) delete answers[key]
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const settle = async () => {
  for (let i = 0; i < 10; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
}

async function renderDetail(body: ContratoDetail) {
  answers[`GET /v1/contratos/${CONTRATO}`] = { body }
  const Stub = createRoutesStub([{ path: '/contratos/:id', Component: ContratoDetalle }])
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={[`/contratos/${CONTRATO}`]} />
      </QueryClientProvider>,
    )
  })
  await settle()
}

const button = (text: string) =>
  [...document.querySelectorAll('button')].find((each) => each.textContent?.trim() === text)

async function press(text: string) {
  const found = button(text)
  if (!found) throw new Error(`no hay botón ${text}`)
  await act(async () => found.click())
  await settle()
}

/** The input of a label, typed into the way the browser does, so React sees the change. */
async function type(label: string, text: string) {
  const id = [...document.querySelectorAll('label')].find(
    (each) => each.textContent?.trim() === label,
  )?.htmlFor
  const input = document.querySelector<HTMLInputElement>(`[id="${id}"]`)
  if (!input) throw new Error(`no hay campo ${label}`)
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  await act(async () => {
    setValue?.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const fieldErrors = () =>
  [...document.querySelectorAll('[role="dialog"] [data-slot="field-error"]')].map(
    (error) => error.textContent,
  )

const patchBodies = () =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)))

describe('Condiciones de cobro', () => {
  it('refuses a descuento over 100 %, shows the API’s refusal, then saves and shows the terms', async () => {
    await renderDetail(contratoDetail)
    expect(container.textContent).toContain('No se cobran (detenido por clima)')
    expect(container.textContent).toContain('No se cobra combustible')
    await press('Editar condiciones de cobro')
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain(
      'Condiciones de cobro de CON-000045',
    )

    await type('Descuento (%) de GH-001', '120')
    await press('Guardar condiciones')
    expect(fieldErrors()).toEqual(['El descuento es como máximo 100 %.'])
    expect(calls(fetch).some((call) => call.startsWith('PATCH'))).toBe(false)

    await type('Descuento (%) de GH-001', '10')
    await type('Precio del combustible ($ por litro)', '1.300')
    answers[PATCH] = {
      status: 400,
      body: {
        error: {
          code: 'entrada_invalida',
          message: 'Los datos enviados no son válidos.',
          fields: { precioCombustible: 'El precio del combustible en pesos no lleva decimales.' },
        },
      },
    }
    await press('Guardar condiciones')
    expect(fieldErrors()).toEqual(['El precio del combustible en pesos no lleva decimales.'])
    expect(document.querySelector('[role="dialog"]')).not.toBeNull()

    const guardado: ContratoDetail = {
      ...contratoDetail,
      version: contratoDetail.version + 1,
      climaNoCobrable: false,
      precioCombustible: 1300,
      items: contratoDetail.items.map((item, index) =>
        index === 0 ? { ...item, descuentoPct: 10, tarifaOperador: null } : item,
      ),
    }
    answers[PATCH] = { body: guardado }
    answers[`GET /v1/contratos/${CONTRATO}`] = { body: guardado }
    // Rain days billed from now on.
    const lluvia = [...document.querySelectorAll('[role="dialog"] button[role="checkbox"]')][0]
    await act(async () => (lluvia as HTMLElement | undefined)?.click())
    await press('Guardar condiciones')

    expect(patchBodies().at(-1)).toEqual({
      version: contratoDetail.version,
      climaNoCobrable: false,
      precioCombustible: 1300,
      items: contratoDetail.items.map((item, index) => ({
        itemId: item.id,
        descuentoPct: index === 0 ? 10 : 0,
        tarifaOperador: null,
      })),
    })
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    const text = container.textContent ?? ''
    expect(text).toContain('Días detenidos por lluvia: Se cobran')
    expect(text).toContain('$1.300 / litro')
    expect(text).toContain('10 %')
  })

  it('is not offered without the contract-change key, nor on a terminated contract', async () => {
    can.cambio = false
    await renderDetail(contratoDetail)
    expect(container.textContent).toContain('Condiciones de cobro')
    expect(button('Editar condiciones de cobro')).toBeUndefined()
    act(() => root.unmount())
    root = createRoot(container)
    can.cambio = true
    await renderDetail({ ...contratoDetail, estado: 'terminado', solicitudesPendientes: 0 })
    expect(button('Editar condiciones de cobro')).toBeUndefined()
  })
})
