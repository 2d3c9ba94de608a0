// The site client's form asks only what its kind of request needs: an arriendo sends its tipos de
// activo and cantidades, a retiro the obra's assets on rent that were ticked, a cambio also the tipo
// wanted instead; a missing choice is refused under its field with the API's own message.
import type { OpcionesSolicitudCliente } from '@cordillera/contracts'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SolicitudClienteForm, type SolicitudClienteValues } from './solicitud-cliente-form.tsx'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const OBRA = '0b6f2d1e-5a4c-4e8b-9f3a-2c1d7e6b5a40'
const EXCAVADORA = '1c6f2d1e-5a4c-4e8b-9f3a-2c1d7e6b5a41'
const ITEM_EX = '2d6f2d1e-5a4c-4e8b-9f3a-2c1d7e6b5a42'
const ITEM_GH = '3e6f2d1e-5a4c-4e8b-9f3a-2c1d7e6b5a43'
const contrato = { id: '4f6f2d1e-5a4c-4e8b-9f3a-2c1d7e6b5a44', folio: 'CON-000012' }
const activo = (id: string, codigo: string, tipo: string) => ({
  id,
  codigo,
  modelo: '320',
  marca: 'Caterpillar',
  tipoActivo: { id: EXCAVADORA, nombre: tipo },
})

const opciones: OpcionesSolicitudCliente = {
  obras: [
    {
      id: OBRA,
      codigo: 'OB-0001',
      nombre: 'Edificio Parque Alcántara',
      activos: [
        { contratoItemId: ITEM_EX, contrato, activo: activo(ITEM_EX, 'EX-004', 'Excavadora') },
        { contratoItemId: ITEM_GH, contrato, activo: activo(ITEM_GH, 'GH-010', 'Grúa horquilla') },
      ],
    },
  ],
  tiposActivo: [{ id: EXCAVADORA, nombre: 'Excavadora' }],
}

let container: HTMLDivElement
let root: Root
let onSubmit: ReturnType<typeof vi.fn<(values: SolicitudClienteValues) => Promise<unknown>>>

beforeEach(async () => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  onSubmit = vi.fn(async () => {})
  await act(async () => {
    root.render(
      <MemoryRouter>
        <SolicitudClienteForm opciones={opciones} onSubmit={onSubmit} cancelTo="/" />
      </MemoryRouter>,
    )
  })
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const byLabel = (text: string) => {
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent === text)
  const target = label?.htmlFor ? container.querySelector(`[id="${label.htmlFor}"]`) : null
  if (!(target instanceof HTMLElement)) throw new Error(`no control labelled ${text}`)
  return target
}
const click = async (element: HTMLElement) => {
  await act(async () => {
    element.click()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}
const submit = () =>
  click(
    [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Enviar solicitud',
    ) as HTMLElement,
  )
const errors = () =>
  [...container.querySelectorAll('[data-slot="field-error"]')].map((error) => error.textContent)

describe('SolicitudClienteForm', () => {
  it('preselects the only obra and refuses an arriendo row without its tipo de activo', async () => {
    expect(container.textContent).toContain('OB-0001 · Edificio Parque Alcántara')
    await submit()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(errors()).toEqual(['Elija el tipo de activo de la lista.'])
  })

  it("lists the obra's assets on rent for a retiro and sends the ticked ones", async () => {
    await click(byLabel('Retiro'))
    expect(container.textContent).toContain('EX-004 · Excavadora')
    expect(container.textContent).toContain('Contrato CON-000012')
    await submit()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(errors()).toEqual(['Indique qué equipos se retiran.'])

    await click(byLabel('GH-010 · Grúa horquillaCaterpillar 320 · Contrato CON-000012'))
    await submit()
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      tipo: 'retiro-parcial',
      obraId: OBRA,
      items: [{ contratoItemId: ITEM_GH }],
    })
  })

  it('asks a cambio for the reemplazo of each ticked asset, the same tipo unless changed', async () => {
    await click(byLabel('Cambio'))
    expect(container.textContent).not.toContain('Reemplazo de EX-004')
    await click(byLabel('EX-004 · ExcavadoraCaterpillar 320 · Contrato CON-000012'))
    expect(container.textContent).toContain('Reemplazo de EX-004')
    expect(container.textContent).toContain('Del mismo tipo')
    await submit()
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      tipo: 'cambio',
      items: [{ contratoItemId: ITEM_EX, tipoActivoId: null }],
    })
  })
})
