// The items editor's live summary: what the user reads under the items while typing is the
// quotation's Neto / IVA / Total as the API will store them (a discount on the rental, the fletes
// added whole), an incomplete item is left out instead of breaking the sum, and a UF quotation also
// shows its pesos at the valor UF of its fecha — or says that day has none yet.
import {
  type CreateCotizacionInput,
  createCotizacionSchema,
  type Moneda,
} from '@cordillera/contracts'
import { createConnection } from '@cordillera/data-client'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CotizacionItemsFields, nuevoItem } from './cotizacion-items-editor.tsx'

const TIPO = '7c8a1d0e-2b3f-4a5c-8d6e-9f0a1b2c3d4e'
const FECHA = '2026-11-25'

const valorUf = vi.fn(async (fecha: string) =>
  Response.json({
    id: '3f0c1e1a-2b7d-4c1e-9a55-0d8f6f7a1b22',
    fecha,
    valor: 39_485.65,
    version: 1,
    creadoEn: '2026-11-25T12:00:00Z',
    actualizadoEn: '2026-11-25T12:00:00Z',
    creadoPor: null,
    actualizadoPor: null,
  }),
)
const tiposActivo = [
  {
    id: TIPO,
    nombre: 'Excavadora 20 t',
    categoria: 'movimiento-de-tierra',
    unidadCobroDefault: 'dia',
    tarifaReferencia: 180_000,
    requiereOperador: false,
  },
]

/** The real data client over a fetch that answers the tipos' options and the valor UF of a day. */
const api = createConnection({
  baseUrl: 'http://api.test',
  getToken: async () => 't',
  fetch: async (input) => {
    const path = new URL(String(input)).pathname
    if (path === '/v1/tipos-activo/opciones') return Response.json({ tiposActivo })
    const fecha = /^\/v1\/valores-uf\/([\d-]+)$/.exec(path)?.[1]
    if (fecha) return valorUf(fecha)
    return Response.json(
      { error: { code: 'no_encontrado', message: 'No existe.' } },
      { status: 404 },
    )
  },
})

vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
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
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  valorUf.mockClear()
})

type Items = CreateCotizacionInput['items']

function Harness({ moneda, items }: { moneda: Moneda; items: Items }) {
  const form = useZodForm(createCotizacionSchema, {
    defaultValues: {
      razonSocialId: '',
      obraId: '',
      fecha: FECHA,
      validezDias: 15,
      moneda,
      condiciones: '',
      items,
    },
  })
  return (
    <Form form={form} onSubmit={() => {}}>
      <CotizacionItemsFields moneda={moneda} fecha={FECHA} />
    </Form>
  )
}

async function render(moneda: Moneda, items: Items) {
  await act(async () => {
    root.render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <Harness moneda={moneda} items={items} />
        </MemoryRouter>
      </QueryClientProvider>,
    )
  })
  await settle()
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

/** The rows of a totals list as the user reads them: { Neto: '$1.900.000', … }. */
function totales(label: string): Record<string, string> {
  const list = container.querySelector(`dl[aria-label="${label}"]`)
  if (!list) return {}
  return Object.fromEntries(
    [...list.querySelectorAll('[data-total]')].map((row) => [
      row.querySelector('dt')?.textContent ?? '',
      row.querySelector('dd')?.textContent ?? '',
    ]),
  )
}

function input(label: string, item = 1): HTMLInputElement {
  const fieldset = container.querySelector(`fieldset[data-item="${item}"]`)
  const labelElement = [...(fieldset?.querySelectorAll('label') ?? [])].find((element) =>
    element.textContent?.startsWith(label),
  )
  const found = labelElement && document.getElementById(labelElement.htmlFor)
  if (!(found instanceof HTMLInputElement)) throw new Error(`Sin campo ${label}`)
  return found
}

async function type(label: string, text: string, item = 1) {
  const field = input(label, item)
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  await act(async () => {
    setValue?.call(field, text)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await settle()
}

const excavadoras = {
  ...nuevoItem(),
  tipoActivoId: TIPO,
  cantidad: 2,
  unidadCobro: 'dia',
  tarifa: 100_000,
  periodoEstimado: 10,
  fleteIda: 50_000,
  fleteVuelta: 50_000,
  descuentoPct: 10,
} satisfies Items[number]

describe('CotizacionItemsFields', () => {
  it('sums a CLP quotation live: the discount off the rental, the fletes whole, IVA 19 %', async () => {
    // 2 × $100.000 × 10 días = $2.000.000, less 10 % = $1.800.000, plus $100.000 of fletes.
    await render('CLP', [excavadoras])
    expect(totales('Totales en CLP')).toEqual({
      Neto: '$1.900.000',
      IVA: '$361.000',
      Total: '$2.261.000',
    })
    expect(container.querySelector('[data-neto-item="1"]')?.textContent).toBe('$1.900.000')

    await type('Descuento', '0')
    expect(totales('Totales en CLP')).toEqual({
      Neto: '$2.100.000',
      IVA: '$399.000',
      Total: '$2.499.000',
    })
  })

  it('leaves out an item that is not complete yet, and says so', async () => {
    await render('CLP', [excavadoras, nuevoItem()])
    expect(totales('Totales en CLP').Neto).toBe('$1.900.000')
    expect(container.querySelector('[data-neto-item="2"]')?.textContent).toBe('—')
    expect(container.textContent).toContain('Los ítems incompletos no se suman')
  })

  it('follows a tarifa as it is typed, and a new item once it is complete', async () => {
    await render('CLP', [excavadoras])
    await type('Tarifa', '200.000')
    // 2 × $200.000 × 10 días = $4.000.000, less 10 %, plus $100.000 of fletes.
    expect(totales('Totales en CLP')).toEqual({
      Neto: '$3.700.000',
      IVA: '$703.000',
      Total: '$4.403.000',
    })
    const add = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Agregar ítem',
    )
    await act(async () => add?.click())
    await settle()
    expect(container.querySelector('fieldset[data-item="2"]')).not.toBeNull()
    expect(totales('Totales en CLP').Neto).toBe('$3.700.000')
  })

  it('shows a UF quotation in UF and its equivalent in pesos at the valor UF of its fecha', async () => {
    await render('UF', [
      {
        ...excavadoras,
        cantidad: 1,
        tarifa: 2.5,
        periodoEstimado: 20,
        fleteIda: 1.25,
        fleteVuelta: 1.25,
        descuentoPct: 0,
      },
    ])
    expect(valorUf.mock.calls[0]?.[0]).toBe(FECHA)
    expect(totales('Totales en UF')).toEqual({
      Neto: 'UF 52,50',
      IVA: 'UF 9,975',
      Total: 'UF 62,475',
    })
    expect(container.textContent).toContain('Equivalente en pesos al 25-11-2026 (UF $39.485,65)')
    // 52,5 UF × $39.485,65 = $2.072.996,6 → $2.072.997; its IVA is 19 % in pesos.
    expect(totales('Equivalente en pesos')).toEqual({
      Neto: '$2.072.997',
      IVA: '$393.869',
      Total: '$2.466.866',
    })
  })

  it('says when the fecha has no valor UF yet instead of using another day', async () => {
    valorUf.mockResolvedValueOnce(
      Response.json(
        { error: { code: 'no_encontrado', message: 'No hay valor UF para ese día.' } },
        { status: 404 },
      ),
    )
    await render('UF', [{ ...excavadoras, tarifa: 2.5, fleteIda: 0, fleteVuelta: 0 }])
    // The refusal reaches the screen after the query's retries are off and its error is read: on a
    // loaded machine that may take more than one turn of the event loop.
    const aviso = 'No hay valor UF para ese día: el equivalente se calculará cuando se registre'
    for (let turn = 0; turn < 50 && !container.textContent?.includes(aviso); turn += 1) {
      await settle()
    }
    expect(container.textContent).toContain(aviso)
    expect(totales('Equivalente en pesos')).toEqual({})
  })
})
