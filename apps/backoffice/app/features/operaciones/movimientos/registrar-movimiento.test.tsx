// The "Registrar movimiento" dialog offers only what the asset's estado allows (the contracts'
// state machine): from bodega a despacho or the taller, from an obra a retiro, a traslado or the
// taller, from the taller only its salida. It asks the obra de destino only for a despacho or
// traslado and the guía only where goods travel between sites — for a despacho or retiro written
// or electronic, the electronic one with its transport, blank parts left out; what it sends is the
// API's body, and a 409 stays in the dialog with the API's words.
import { emptySession } from '@cordillera/contracts'
import { settle } from '@cordillera/portal/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACTIVO, fakeApi } from '../activos/activos-fixture.ts'
import { despachoRow, OBRA } from './movimientos-fixture.ts'
import { RecordMovimientoDialog, tiposPermitidos } from './registrar-movimiento.tsx'

const { api, fetch, answers } = fakeApi({})

vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
  useCan: () => () => true,
}))
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => ({ ...emptySession, nombreUsuario: 'Rodrigo Sepúlveda' }),
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

const obra = { id: OBRA, codigo: 'OB-0007', nombre: 'Edificio Central' }
const enBodega = {
  id: ACTIVO,
  codigo: 'CT-003',
  estado: 'disponible',
  obraActual: null,
  version: 3,
} as const
const enObra = { ...enBodega, estado: 'en-obra', obraActual: obra } as const
const enTaller = { ...enBodega, estado: 'en-taller' } as const

async function open(
  activo: typeof enBodega | typeof enObra | typeof enTaller,
  onOpenChange: (open: boolean) => void = () => {},
) {
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <RecordMovimientoDialog activo={activo} open onOpenChange={onOpenChange} />
      </QueryClientProvider>,
    )
  })
  await settle()
  const dialog = document.body.querySelector('[role="dialog"]')
  if (!dialog) throw new Error('Sin diálogo')
  return dialog as HTMLElement
}

const offered = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('[role="radio"]')].map(
    (radio) => dialog.querySelector(`label[for="${radio.id}"]`)?.textContent,
  )
const labels = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('label')].map((label) => label.textContent ?? '')
const hasField = (dialog: HTMLElement, text: string) =>
  labels(dialog).some((label) => label.startsWith(text))

/** Types `value` into the field labelled `label`, as a person would. */
async function type(dialog: HTMLElement, label: string, value: string) {
  const found = [...dialog.querySelectorAll('label')].find((item) =>
    item.textContent?.startsWith(label),
  )
  const input = dialog.querySelector<HTMLInputElement>(`#${CSS.escape(found?.htmlFor ?? '')}`)
  if (!input) throw new Error(`Sin ${label}`)
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

async function choose(dialog: HTMLElement, tipo: string) {
  const radio = [...dialog.querySelectorAll<HTMLElement>('[role="radio"]')].find(
    (item) => dialog.querySelector(`label[for="${item.id}"]`)?.textContent === tipo,
  )
  if (!radio) throw new Error(`Sin ${tipo}`)
  await act(async () => radio.click())
  await settle()
}

describe('tiposPermitidos', () => {
  it('follows the state machine from each estado', () => {
    expect(tiposPermitidos(enBodega)).toEqual(['despacho', 'ingreso-taller'])
    expect(tiposPermitidos(enObra)).toEqual(['retiro', 'traslado', 'ingreso-taller'])
    expect(tiposPermitidos(enTaller)).toEqual(['salida-taller'])
    expect(tiposPermitidos({ estado: 'de-baja', obraActual: null })).toEqual([])
  })
})

describe('RecordMovimientoDialog', () => {
  it('offers from bodega a despacho (with obra and guía) or the taller (with neither)', async () => {
    const dialog = await open(enBodega)
    expect(offered(dialog)).toEqual(['Despacho', 'Ingreso a taller'])
    expect(hasField(dialog, 'Obra de destino')).toBe(false)
    await choose(dialog, 'Despacho')
    expect(hasField(dialog, 'Obra de destino')).toBe(true)
    expect(hasField(dialog, 'Guía de despacho')).toBe(true)
    await choose(dialog, 'Ingreso a taller')
    expect(hasField(dialog, 'Obra de destino')).toBe(false)
    expect(hasField(dialog, 'Guía de despacho')).toBe(false)
    // The signed-in user is the responsable unless changed.
    const responsable = [...dialog.querySelectorAll('input')].find(
      (input) => input.value === 'Rodrigo Sepúlveda',
    )
    expect(responsable).toBeDefined()
  })

  it('offers from an obra a retiro (guía, no obra), a traslado (both) or the taller', async () => {
    const dialog = await open(enObra)
    expect(offered(dialog)).toEqual(['Retiro', 'Traslado', 'Ingreso a taller'])
    await choose(dialog, 'Retiro')
    expect(hasField(dialog, 'Obra de destino')).toBe(false)
    expect(hasField(dialog, 'Guía de despacho')).toBe(true)
    await choose(dialog, 'Traslado')
    expect(hasField(dialog, 'Obra de destino')).toBe(true)
    expect(hasField(dialog, 'Guía de despacho')).toBe(true)
  })

  it('offers from the taller only its salida, already chosen', async () => {
    const dialog = await open(enTaller)
    expect(offered(dialog)).toEqual(['Salida de taller'])
    expect(dialog.querySelector('[role="radio"]')?.getAttribute('aria-checked')).toBe('true')
    expect(hasField(dialog, 'Guía de despacho')).toBe(false)
  })

  it('sends the movement and keeps a 409 in the dialog with the API message', async () => {
    answers[`POST /v1/activos/${ACTIVO}/movimientos`] = {
      status: 409,
      body: {
        error: { code: 'conflicto', message: 'CT-003 está en obra: no sale de taller.' },
      },
    }
    const dialog = await open(enTaller)
    const submit = [...dialog.querySelectorAll('button')].find(
      (button) => button.textContent === 'Registrar movimiento',
    )
    await act(async () => submit?.click())
    await settle()
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(post).toBeDefined()
    const body = JSON.parse(String(post?.[1]?.body))
    expect(body).toMatchObject({ tipo: 'salida-taller', responsable: 'Rodrigo Sepúlveda' })
    expect(Date.parse(body.fecha)).not.toBeNaN()
    expect(dialog.textContent).toContain('CT-003 está en obra: no sale de taller.')
  })
  it('closes once recorded, saying what the asset is now', async () => {
    answers[`POST /v1/activos/${ACTIVO}/movimientos`] = {
      status: 201,
      body: {
        movimiento: {
          ...despachoRow,
          tipo: 'salida-taller',
          desde: { lugar: 'taller', obra: null },
          hasta: { lugar: 'bodega', obra: null },
          guiaDespacho: null,
          estadoResultante: 'disponible',
        },
        activo: {
          id: ACTIVO,
          estado: 'disponible',
          estadoDesde: despachoRow.fecha,
          obraActual: null,
          version: 4,
        },
      },
    }
    const onOpenChange = vi.fn()
    const dialog = await open(enTaller, onOpenChange)
    const submit = [...dialog.querySelectorAll('button')].find(
      (button) => button.textContent === 'Registrar movimiento',
    )
    await act(async () => submit?.click())
    await settle()
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('offers a retiro’s guía written or electronic, and sends the electronic one’s transport without its blank parts', async () => {
    answers[`POST /v1/activos/${ACTIVO}/movimientos`] = {
      status: 201,
      body: {
        movimiento: {
          ...despachoRow,
          tipo: 'retiro',
          desde: { lugar: 'obra', obra },
          hasta: { lugar: 'bodega', obra: null },
          guiaDespacho: 57,
          guiaDte: { id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a', folio: 57 },
          estadoResultante: 'disponible',
        },
        activo: {
          id: ACTIVO,
          estado: 'disponible',
          estadoDesde: despachoRow.fecha,
          obraActual: null,
          version: 4,
        },
      },
    }
    const onOpenChange = vi.fn()
    const dialog = await open(enObra, onOpenChange)
    await choose(dialog, 'Retiro')
    expect(hasField(dialog, 'Guía de despacho (folio)')).toBe(true)
    expect(hasField(dialog, 'RUT del transportista')).toBe(false)
    await choose(dialog, 'Emitir guía electrónica')
    expect(hasField(dialog, 'Guía de despacho (folio)')).toBe(false)
    expect(hasField(dialog, 'RUT del transportista')).toBe(true)
    await type(dialog, 'RUT del transportista', '77.123.456-9')
    await type(dialog, 'Nombre del transportista', 'Transportes Andinos')
    const submit = [...dialog.querySelectorAll('button')].find(
      (button) => button.textContent === 'Registrar movimiento',
    )
    await act(async () => submit?.click())
    await settle()
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')
    const body = JSON.parse(String(post?.[1]?.body))
    expect(body).toMatchObject({
      tipo: 'retiro',
      guiaDespacho: null,
      guiaElectronica: { transportista: { rut: '77123456-9', nombre: 'Transportes Andinos' } },
    })
    expect(body.guiaElectronica).not.toHaveProperty('chofer')
    expect(body.guiaElectronica).not.toHaveProperty('patente')
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('asks a despacho for its folio or the guía electrónica, as the API does', async () => {
    const dialog = await open(enObra)
    await choose(dialog, 'Retiro')
    const submit = [...dialog.querySelectorAll('button')].find(
      (button) => button.textContent === 'Registrar movimiento',
    )
    await act(async () => submit?.click())
    await settle()
    expect(dialog.textContent).toContain(
      'Ingrese el folio de la guía de despacho o emita la guía electrónica.',
    )
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })
})
