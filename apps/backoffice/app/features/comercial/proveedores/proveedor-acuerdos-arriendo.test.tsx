// The proveedor's lessor agreements as staff keep them on its edit screen, over the real data
// client and a fake API: its agreements with their tariffs, and a tariff added to the general
// agreement (created when there is none) with what was typed.
import { emptySession } from '@cordillera/contracts'
import { settle } from '@cordillera/portal/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { fakeApi, writes } from '../edp/edp-fixture.ts'
import { ProveedorAcuerdosArriendo } from './proveedor-acuerdos-arriendo.tsx'

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

const PROVEEDOR = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e'
const ACTIVO = '6f7a8b9c-0d1e-4f2a-8b4c-5d6e7f8a9b0c'
const OTRO = '7a8b9c0d-1e2f-4a3b-9c5d-6e7f8a9b0c1d'

let container: HTMLDivElement
let root: Root

beforeEach(() => {
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

/** Sets the value of the field labelled `label` (input or select) as a user would. */
async function fill(label: string, value: string) {
  const labelElement = [...document.body.querySelectorAll('label')].find(
    (element) => element.textContent?.trim() === label,
  )
  const field = labelElement ? document.getElementById(labelElement.htmlFor) : null
  if (!field) throw new Error(`Sin campo «${label}»`)
  const proto =
    field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value)
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    )
  })
  await settle()
}

it('shows its agreements and adds a tariff to the general one, creating it', async () => {
  answers[`GET /v1/proveedores/${PROVEEDOR}/acuerdos-arriendo`] = {
    body: {
      items: [],
      activosDelProveedor: [
        { id: ACTIVO, codigo: 'EX-50', nombre: 'Excavadora Komatsu PC200' },
        { id: OTRO, codigo: 'GR-51', nombre: 'Grúa horquilla' },
      ],
    },
  }
  answers[`POST /v1/proveedores/${PROVEEDOR}/acuerdos-arriendo`] = { status: 201, body: {} }
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <ProveedorAcuerdosArriendo proveedorId={PROVEEDOR} />
      </QueryClientProvider>,
    )
  })
  await settle()
  expect(document.body.textContent).toContain('Este proveedor aún no tiene acuerdos.')
  await fill('Equipo', ACTIVO)
  await fill('Tarifa', '120.000')
  await fill('Vigente desde', '2031-01-01')
  const form = document.body.querySelector('form')
  await act(async () => {
    form?.requestSubmit()
  })
  await settle()
  expect(writes(fetch)).toEqual([
    {
      method: 'POST',
      path: `/v1/proveedores/${PROVEEDOR}/acuerdos-arriendo`,
      body: {
        obraId: null,
        activos: [
          {
            activoId: ACTIVO,
            tarifa: 120_000,
            unidadCobro: 'dia',
            moneda: 'CLP',
            vigenciaDesde: '2031-01-01',
            vigenciaHasta: null,
          },
        ],
      },
    },
  ])
})
