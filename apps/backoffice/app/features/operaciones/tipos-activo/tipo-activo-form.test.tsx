// The tipo de activo form validates with the API's schema before sending anything: a new tipo
// with nothing chosen says in Spanish what is missing, and the tarifa typed as Chile writes it
// ("1.250.000") is sent as whole pesos, a number, with an empty description as null.
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nuevoTipoActivo, type TipoActivoDefaults, TipoActivoForm } from './tipo-activo-form.tsx'

// React's act() outside a test renderer; jsdom has no ResizeObserver (the checkbox measures itself).
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
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

async function render(defaultValues: TipoActivoDefaults) {
  const onSubmit = vi.fn(async (_values: unknown) => {})
  await act(async () => {
    root.render(
      <MemoryRouter>
        <TipoActivoForm
          defaultValues={defaultValues}
          submitLabel="Guardar tipo de activo"
          cancelTo="/tipos-activo"
          onSubmit={onSubmit}
        />
      </MemoryRouter>,
    )
  })
  return onSubmit
}

/** Types into an input the way the browser does, so React sees the change. */
async function type(label: string, text: string) {
  const id = [...container.querySelectorAll('label')].find(
    (each) => each.textContent === label,
  )?.htmlFor
  const input = container.querySelector<HTMLInputElement>(`[id="${id}"]`)
  if (!input) throw new Error(`no hay campo ${label}`)
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  await act(async () => {
    setValue?.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  return input
}

async function submit() {
  const button = [...container.querySelectorAll('button')].find(
    (each) => each.textContent === 'Guardar tipo de activo',
  )
  await act(async () => {
    button?.click()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  return [...container.querySelectorAll('[data-slot="field-error"]')].map(
    (error) => error.textContent,
  )
}

describe('TipoActivoForm', () => {
  it('says what a new tipo is missing, in Spanish, and sends nothing', async () => {
    const onSubmit = await render(nuevoTipoActivo)
    const errors = await submit()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(errors).toEqual([
      'Ingrese el nombre del tipo de activo.',
      'Elija la categoría.',
      'Elija la unidad de cobro.',
      'Ingrese la tarifa de referencia en pesos.',
    ])
  })

  it('sends the tarifa typed with thousands separators as whole pesos', async () => {
    const onSubmit = await render({
      ...nuevoTipoActivo,
      categoria: 'compactacion',
      unidadCobroDefault: 'dia',
    })
    await type('Nombre del tipo de activo', '  Rodillo compactador 10 t ')
    const tarifa = await type('Tarifa de referencia (CLP)', '1.250.000')
    expect(tarifa.value).toBe('1.250.000')
    expect(await submit()).toEqual([])
    expect(onSubmit).toHaveBeenCalledWith({
      nombre: 'Rodillo compactador 10 t',
      categoria: 'compactacion',
      unidadCobroDefault: 'dia',
      tarifaReferencia: 1_250_000,
      requiereOperador: false,
      descripcion: null,
    })
  })
})
