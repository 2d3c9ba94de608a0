// pasar-contrato's asset chooser: each quotation item takes exactly its cantidad of assets. The
// user is told what is still missing and cannot submit until every item is complete; once an item
// has its cantidad the other assets of its tipo cannot be checked; an hour-billed asset asks for its
// minimum; and what is sent is one line per chosen asset, delivered on the contract's inicio.
import {
  type ActivosDisponibles,
  type PasarContratoInput,
  pasarContratoSchema,
} from '@cordillera/contracts'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ActivosChooser } from './activos-chooser.tsx'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const EXCAVADORAS = '11111111-1111-4111-8111-111111111111'
const GENERADOR = '22222222-2222-4222-8222-222222222222'
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`
const activo = (n: number, tipo: string) => ({
  id: uuid(n),
  codigo: `EQ-00${n}`,
  modelo: 'PC200',
  marca: 'Komatsu',
  tipoActivo: { id: uuid(9), nombre: tipo },
  estado: 'disponible',
  propietario: null,
})

const disponibles: ActivosDisponibles['items'] = [
  {
    cotizacionItemId: EXCAVADORAS,
    tipoActivo: { id: uuid(8), nombre: 'Excavadora 20 t' },
    cantidad: 2,
    activos: [
      activo(1, 'Excavadora 20 t'),
      activo(2, 'Excavadora 20 t'),
      activo(3, 'Excavadora 20 t'),
    ],
  },
  {
    cotizacionItemId: GENERADOR,
    tipoActivo: { id: uuid(7), nombre: 'Generador 100 kVA' },
    cantidad: 1,
    activos: [activo(4, 'Generador 100 kVA')],
  },
]
const items = [
  { id: EXCAVADORAS, unidadCobro: 'dia' as const, descripcion: null },
  { id: GENERADOR, unidadCobro: 'hora' as const, descripcion: null },
]

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

function Harness({
  onSubmit,
  offered = disponibles,
}: {
  onSubmit: (values: unknown) => void
  offered?: ActivosDisponibles['items']
}) {
  const form = useZodForm(pasarContratoSchema, {
    defaultValues: {
      version: 3,
      fechaInicio: '2026-12-01',
      fechaTermino: null,
      ordenCompra: '',
      items: [],
    } satisfies PasarContratoInput,
  })
  return (
    <Form form={form} onSubmit={onSubmit}>
      <ActivosChooser
        disponibles={offered}
        items={items}
        moneda="CLP"
        fechaInicio="2026-12-01"
        pending={false}
      />
    </Form>
  )
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

const checkbox = (codigo: string) => {
  const label = [...container.querySelectorAll('label')].find((element) =>
    element.textContent?.startsWith(codigo),
  )
  const found = label && document.getElementById(label.htmlFor)
  if (!found) throw new Error(`Sin casilla ${codigo}`)
  return found as HTMLButtonElement
}

async function click(element: HTMLElement | undefined) {
  await act(async () => element?.click())
  await settle()
}

const submit = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')
const faltan = () =>
  [...container.querySelectorAll('li')].map((li) => li.textContent).filter((t) => t?.includes(':'))

describe('ActivosChooser', () => {
  it('asks for exactly the cantidad of each item before the contract can be created', async () => {
    const onSubmit = vi.fn()
    await act(async () => root.render(<Harness onSubmit={onSubmit} />))

    expect(submit()?.textContent).toBe('Faltan activos por elegir')
    expect(submit()?.disabled).toBe(true)
    expect(faltan()).toEqual([
      'Excavadora 20 t: elija 2 activos más',
      'Generador 100 kVA: elija 1 activo más',
    ])

    await click(checkbox('EQ-001'))
    await click(checkbox('EQ-002'))
    // The item has its two: the third excavadora waits until one is unchecked.
    expect(checkbox('EQ-003').disabled).toBe(true)
    expect(faltan()).toEqual(['Generador 100 kVA: elija 1 activo más'])
    await click(checkbox('EQ-002'))
    expect(checkbox('EQ-003').disabled).toBe(false)
    await click(checkbox('EQ-003'))

    // Billed by the hour: its minimum is asked for beside it.
    expect(container.textContent).not.toContain('Mínimo de horas')
    await click(checkbox('EQ-004'))
    expect(container.textContent).toContain('Mínimo de horas')
    expect(faltan()).toEqual([])
    expect(submit()?.textContent).toBe('Crear contrato')
    expect(submit()?.disabled).toBe(false)

    await click(submit() ?? undefined)
    expect(onSubmit).toHaveBeenCalledTimes(1)
    const sent = onSubmit.mock.calls[0]?.[0] as {
      items: { activoId: string; fechaEntrega: string }[]
    }
    expect(sent.items.map((item) => [item.activoId, item.fechaEntrega])).toEqual([
      [uuid(1), '2026-12-01'],
      [uuid(3), '2026-12-01'],
      [uuid(4), '2026-12-01'],
    ])
  })

  it('gives an asset offered to two items of one tipo to one of them only', async () => {
    const segundo = '33333333-3333-4333-8333-333333333333'
    const offered = [
      disponibles[0] as ActivosDisponibles['items'][number],
      {
        ...(disponibles[0] as ActivosDisponibles['items'][number]),
        cotizacionItemId: segundo,
        cantidad: 1,
      },
    ]
    await act(async () => root.render(<Harness onSubmit={vi.fn()} offered={offered} />))
    const box = (itemId: string, n: number) =>
      document.getElementById(`activo-${itemId}-${uuid(n)}`) as HTMLButtonElement
    await click(box(EXCAVADORAS, 1))
    expect(box(EXCAVADORAS, 1).getAttribute('aria-checked')).toBe('true')
    // The other item shows it taken, not checked, and cannot take it too.
    expect(box(segundo, 1).getAttribute('aria-checked')).toBe('false')
    expect(box(segundo, 1).disabled).toBe(true)
    expect(container.textContent).toContain('elegido en otro ítem')
    await click(box(segundo, 2))
    expect(faltan()).toEqual(['Excavadora 20 t: elija 1 activo más'])
  })
})
