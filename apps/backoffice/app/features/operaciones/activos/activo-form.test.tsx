// The asset form validates with the API's schema before anything is sent: a patente is shown as
// people read it while typed and sent bare, numbers are read the Chilean way, and choosing "De un
// proveedor" without picking one is refused under Propietario instead of saving the asset as the
// company's own.
import { PATENTE_MESSAGE } from '@cordillera/contracts'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type ActivoDefaults,
  ActivoForm,
  nuevoActivo,
  numeroText,
  patenteAsTyped,
} from './activo-form.tsx'

const TIPO = '7c8a1d0e-2b3f-4a5c-8d6e-9f0a1b2c3d4e'
const MARCA = '0b6f2d1e-5a4c-4e8b-9f3a-2c1d7e6b5a40'

// The pickers' options come from one API call; here they are given.
vi.mock('../common/opciones.tsx', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../common/opciones.tsx')>()),
  useActivoOpciones: () => ({
    data: {
      tiposActivo: [{ id: TIPO, nombre: 'Excavadora' }],
      marcas: [{ id: MARCA, nombre: 'Komatsu' }],
      flotas: [],
      proveedores: [],
    },
  }),
}))

// React's act() outside a test renderer; jsdom has no ResizeObserver (Radix measures itself).
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const valid: ActivoDefaults = {
  ...nuevoActivo,
  codigo: 'ex-012',
  tipoActivoId: TIPO,
  marcaId: MARCA,
  modelo: 'PC200-8',
}

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

async function renderForm(defaultValues: ActivoDefaults) {
  const onSubmit = vi.fn(async (_values: unknown) => {})
  await act(async () => {
    root.render(
      <MemoryRouter>
        <ActivoForm
          defaultValues={defaultValues}
          submitLabel="Guardar"
          cancelTo="/activos"
          onSubmit={onSubmit}
        />
      </MemoryRouter>,
    )
  })
  return onSubmit
}

const fieldByLabel = (label: string): HTMLInputElement => {
  const labelElement = [...container.querySelectorAll('label')].find(
    (element) => element.firstChild?.textContent === label,
  )
  const input = labelElement && document.getElementById(labelElement.htmlFor)
  if (!(input instanceof HTMLInputElement)) throw new Error(`Sin campo ${label}`)
  return input
}

async function type(label: string, text: string) {
  const input = fieldByLabel(label)
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  await act(async () => {
    setValue?.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  return input
}

async function click(element: Element | undefined) {
  await act(async () => {
    ;(element as HTMLElement | undefined)?.click()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

const button = (text: string) =>
  [...container.querySelectorAll('button')].find((element) => element.textContent === text)

const errors = () =>
  [...container.querySelectorAll('[data-slot="field-error"]')].map((error) => error.textContent)

describe('ActivoForm', () => {
  it('shows the patente as BC·DF·12 while typed and sends the schema output', async () => {
    const onSubmit = await renderForm(valid)
    expect((await type('Patente', 'bc-df 12')).value).toBe('BC·DF·12')
    await type('Año', '2019')
    await type('Número de serie', 'kmtpc200x')
    await type('Horómetro', '1.250,5')
    await click(button('Guardar'))
    expect(errors()).toEqual([])
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        codigo: 'EX-012',
        patente: 'BCDF12',
        anio: 2019,
        numeroSerie: 'KMTPC200X',
        horometro: 1250.5,
        proveedorId: null,
        flotaId: null,
        observaciones: null,
      }),
    )
  })

  it('refuses a patente that is not Chilean, and hours written with a decimal point', async () => {
    const onSubmit = await renderForm({ ...valid, anio: 2019, numeroSerie: 'X1' })
    await type('Patente', 'ABC123')
    await type('Horómetro', '1250.5')
    await click(button('Guardar'))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(errors()).toEqual([
      PATENTE_MESSAGE,
      'El horómetro son horas desde 0, con hasta un decimal (ej. 1250,5).',
    ])
  })

  it('asks which proveedor owns it once "De un proveedor" is chosen', async () => {
    const onSubmit = await renderForm({ ...valid, anio: 2019, numeroSerie: 'X1', horometro: 10 })
    await click(container.querySelector('[role="radio"][value="proveedor"]') ?? undefined)
    expect(container.querySelector('[aria-label="Proveedor"]')).not.toBeNull()
    await click(button('Guardar'))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(errors()).toEqual(['Elija el propietario de la lista.'])
  })
})

describe('patenteAsTyped', () => {
  it('groups by two with middle dots, upper case, at most six characters', () => {
    expect(patenteAsTyped('b')).toBe('B')
    expect(patenteAsTyped('bcd')).toBe('BC·D')
    expect(patenteAsTyped('AB.12.34')).toBe('AB·12·34')
    expect(patenteAsTyped('bcdf123')).toBe('BC·DF·12')
    expect(patenteAsTyped('')).toBe('')
  })
})

describe('numeroText', () => {
  it('starts the horómetro as Chile writes hours and the año as a year', () => {
    expect(numeroText(1250.5, 1)).toBe('1.250,5')
    expect(numeroText(2019, 0)).toBe('2019')
    expect(numeroText(undefined, 1)).toBe('')
  })
})
