// The worker form validates with the API's schema before anything is sent, and its "Es operador"
// section is the operator record: checked, it asks for the licence class and collects the
// certifications one by one; unchecked, it sends `operador: null`. A 409 naming a field is shown
// under it; one naming none is someone else's newer version.
import { ApiRequestError } from '@cordillera/data-client'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nuevoTrabajador, type TrabajadorDefaults, TrabajadorForm } from './trabajador-form.tsx'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const valid: TrabajadorDefaults = {
  ...nuevoTrabajador,
  rut: '16.543.210-k',
  nombres: 'Rosa Elena',
  apellidos: 'Catrileo Painemal',
  cargo: 'Operadora de maquinaria',
  fechaIngreso: '2024-04-01',
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

async function renderForm(
  defaultValues: TrabajadorDefaults,
  onSubmit = vi.fn(async (_values: unknown) => {}),
  onConflict = vi.fn(),
) {
  await act(async () => {
    root.render(
      <MemoryRouter>
        <TrabajadorForm
          defaultValues={defaultValues}
          submitLabel="Guardar"
          cancelTo="/trabajadores"
          onSubmit={onSubmit}
          onConflict={onConflict}
        />
      </MemoryRouter>,
    )
  })
  return { onSubmit, onConflict }
}

async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
}

async function click(element: Element | null | undefined) {
  if (!element) throw new Error('nothing to click')
  await act(async () => {
    ;(element as HTMLElement).click()
  })
  await settle()
}

const button = (text: string) =>
  [...container.querySelectorAll('button')].find(
    (element) => element.textContent === text || element.getAttribute('aria-label') === text,
  )

const labelled = (text: string) => {
  const label = [...container.querySelectorAll('label')].find(
    (each) => each.firstChild?.textContent === text,
  )
  return label ? document.getElementById(label.htmlFor) : null
}

const errors = () =>
  [...container.querySelectorAll('[data-slot="field-error"]')].map((error) => error.textContent)

async function type(input: Element | null, text: string) {
  if (!(input instanceof HTMLInputElement)) throw new Error('no input')
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  await act(async () => {
    setValue?.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('TrabajadorForm', () => {
  it('says in Spanish what a new worker lacks, and sends nothing', async () => {
    const { onSubmit } = await renderForm(nuevoTrabajador)
    await click(button('Guardar'))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(errors()).toEqual(
      expect.arrayContaining([
        'Ingrese el RUT.',
        'Ingrese los nombres.',
        'Ingrese los apellidos.',
        'Ingrese el cargo.',
        'Ingrese la fecha.',
      ]),
    )
  })

  it('sends a worker who is no operator with `operador: null` and his RUT normalised', async () => {
    const { onSubmit } = await renderForm(valid)
    expect(labelled('Clase de licencia')).toBeNull()
    await click(button('Guardar'))
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ rut: '16543210-K', operador: null, telefono: null, email: null }),
    )
  })

  it('asks an operator’s licence class once "Es operador" is checked', async () => {
    const { onSubmit } = await renderForm(valid)
    await click(labelled('Es operador'))
    expect(labelled('Clase de licencia')).not.toBeNull()
    await click(button('Guardar'))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(errors()).toEqual(['Elija la clase de licencia del operador.'])
  })

  it('collects certifications one by one, each removable, and sends them with the class', async () => {
    const { onSubmit } = await renderForm({
      ...valid,
      operador: { licenciaClase: 'D', certificaciones: ['Rigger'] },
    })
    const input = labelled('Certificaciones')
    await type(input, '  Trabajo en altura ')
    await act(async () => {
      input?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    })
    await type(input, 'Primeros auxilios')
    await click(button('Agregar'))
    await click(button('Quitar Rigger'))
    expect(onSubmit).not.toHaveBeenCalled()
    await click(button('Guardar'))
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        operador: {
          licenciaClase: 'D',
          certificaciones: ['Trabajo en altura', 'Primeros auxilios'],
        },
      }),
    )
  })

  it('takes the operator status away by unchecking it', async () => {
    const { onSubmit } = await renderForm({
      ...valid,
      operador: { licenciaClase: 'B', certificaciones: [] },
    })
    await click(labelled('Es operador'))
    expect(labelled('Clase de licencia')).toBeNull()
    await click(button('Guardar'))
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ operador: null }))
  })

  it('shows a taken RUT under its field, and a stale version as a conflict', async () => {
    const taken = new ApiRequestError(409, 'conflicto', 'Ya existe un trabajador con este RUT.', {
      rut: 'Ya existe un trabajador con este RUT.',
    })
    const onSubmit = vi.fn(async () => {
      throw taken
    })
    const { onConflict } = await renderForm(valid, onSubmit)
    await click(button('Guardar'))
    expect(errors()).toEqual(['Ya existe un trabajador con este RUT.'])
    expect(onConflict).not.toHaveBeenCalled()

    onSubmit.mockImplementation(async () => {
      throw new ApiRequestError(409, 'conflicto', 'Alguien más modificó el registro.')
    })
    await click(button('Guardar'))
    expect(onConflict).toHaveBeenCalledOnce()
  })
})
