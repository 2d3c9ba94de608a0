// The external EDP's screens as staff meet them, over the real data client and a fake API: crear
// shows the API's draft for the obra, lessor and dates of its URL and refuses to create while a
// blocking problem remains, and a created EDP opens; editar emits a borrador with the version
// read once staff confirm it, and en ajuste accepts a lessor's request with the version read or
// rejects it only with a reason; the list shows each EDP with its pending requests.
import type { EdpExternoDetail, EdpExternoPreview } from '@cordillera/contracts'
import { emptySession } from '@cordillera/contracts'
import { settle } from '@cordillera/portal/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, lineaArriendo, reads, writes } from '../edp/edp-fixture.ts'
import EdpExternoCrear from './edp-externo-crear.tsx'
import EdpExternoEditar from './edp-externo-editar.tsx'
import EdpExternosListar from './edp-externos-listar.tsx'

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

const OBRA = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'
const PROVEEDOR = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e'
const EDP = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f'
const SOLICITUD = '4d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f8a'
const obra = { id: OBRA, codigo: 'OB-0001', nombre: 'Parque Alcántara' }
const proveedor = { id: PROVEEDOR, rut: '76543210-3', razonSocial: 'Arriendos Sur SpA' }
const linea = { ...lineaArriendo, moneda: 'CLP' as const, tarifaClp: 100_000, monto: 2_800_000 }

const borrador: EdpExternoPreview = {
  obra,
  proveedor,
  fechaInicio: '2031-03-01',
  fechaFin: '2031-03-31',
  calculo: {
    moneda: 'CLP',
    periodo: { desde: '2031-03-01', hasta: '2031-03-31' },
    valorUf: null,
    items: [],
    lineas: [linea],
    totales: { neto: 2_800_000, iva: 532_000, total: 3_332_000 },
    problemas: [],
    bloqueado: false,
  },
}

const tracking = {
  version: 3,
  creadoEn: '2031-04-01T12:00:00.000Z',
  actualizadoEn: '2031-04-02T12:00:00.000Z',
  creadoPor: null,
  actualizadoPor: null,
}

function edpEn(estado: EdpExternoDetail['estado']): EdpExternoDetail {
  return {
    id: EDP,
    numero: 7,
    folio: 'EDPE-000007',
    obra,
    proveedor,
    fechaInicio: '2031-03-01',
    fechaFin: '2031-03-31',
    estado,
    estadoDesde: '2031-04-02T12:00:00.000Z',
    revision: 1,
    neto: 2_800_000,
    iva: 532_000,
    total: 3_332_000,
    solicitudesPendientes: estado === 'en-ajuste' ? 1 : 0,
    valorUf: null,
    lineas: [
      {
        ...linea,
        lineaId: '5e6f7a8b-9c0d-4e1f-8a3b-4c5d6e7f8a9b',
        posicion: 0,
        origen: 'calculada',
      },
    ],
    items: [],
    problemas: [],
    historial: [],
    revisiones: [],
    solicitudesAjuste:
      estado === 'en-ajuste'
        ? [
            {
              id: SOLICITUD,
              numero: 3,
              folio: 'AJU-000003',
              edpExternoId: EDP,
              revision: 1,
              lineaId: linea.id,
              lineaDescripcion: linea.descripcion,
              lineaMonto: 2_800_000,
              motivo: 'El 12 de marzo trabajó la tarde',
              montoSolicitado: 2_900_000,
              archivo: null,
              estado: 'pendiente',
              estadoDesde: '2031-04-02T12:00:00.000Z',
              respuesta: null,
              creadoEn: '2031-04-02T12:00:00.000Z',
            },
          ]
        : [],
    ...tracking,
  }
}

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  fetch.mockClear()
  for (const key of Object.keys(answers)) delete answers[key]
  answers['GET /v1/edp-externos/previsualizacion'] = { body: borrador }
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
    {
      path: '/estado-de-pago-externos/listar/obra/:obraId/proveedor/:proveedorId/inicio/:fechaInicio/fin/:fechaFin',
      Component: EdpExternoCrear,
    },
    {
      path: '/estado-de-pago-externos/:obraId/:proveedorId/:edpId/editar',
      Component: EdpExternoEditar,
    },
    { path: '/estado-de-pago-externos/listar', Component: EdpExternosListar },
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

const page = () => document.body.textContent ?? ''

function button(text: string) {
  const found = [...document.body.querySelectorAll('button')].find(
    (element) => element.textContent?.trim() === text,
  )
  if (!found) throw new Error(`Sin botón «${text}»`)
  return found
}

async function click(element: Element) {
  await act(async () => {
    ;(element as HTMLElement).click()
  })
  await settle()
}

/** Types into the field labelled `label` (an input or a textarea), anywhere on the page. */
async function type(label: string, text: string) {
  const labelElement = [...document.body.querySelectorAll('label')].find(
    (element) => element.textContent?.trim() === label,
  )
  const field = labelElement ? document.getElementById(labelElement.htmlFor) : null
  if (!field) throw new Error(`Sin campo «${label}»`)
  const proto =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, text)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await settle()
}

const crearUrl = `/estado-de-pago-externos/listar/obra/${OBRA}/proveedor/${PROVEEDOR}/inicio/2031-03-01/fin/2031-03-31`
const editarUrl = `/estado-de-pago-externos/${OBRA}/${PROVEEDOR}/${EDP}/editar`

describe('crear EDP externo', () => {
  it("shows the API's draft of its obra, lessor and dates, and creates it", async () => {
    answers['POST /v1/edp-externos'] = { status: 201, body: edpEn('borrador') }
    answers[`GET /v1/edp-externos/${EDP}`] = { body: edpEn('borrador') }
    await renderAt(crearUrl)
    expect(reads(fetch)).toContain(
      `/v1/edp-externos/previsualizacion?obraId=${OBRA}&proveedorId=${PROVEEDOR}&fechaInicio=2031-03-01&fechaFin=2031-03-31`,
    )
    expect(page()).toContain('Arriendos Sur SpA')
    expect(page()).toContain('$3.332.000')
    await click(button('Crear EDP externo'))
    expect(writes(fetch)).toEqual([
      {
        method: 'POST',
        path: '/v1/edp-externos',
        body: {
          obraId: OBRA,
          proveedorId: PROVEEDOR,
          fechaInicio: '2031-03-01',
          fechaFin: '2031-03-31',
          lineasManuales: [],
        },
      },
    ])
    expect(page()).toContain('EDP externo EDPE-000007')
  })

  it('adds a manual line in pesos in its dialog, and sends it with the draft', async () => {
    answers['POST /v1/edp-externos'] = { status: 201, body: edpEn('borrador') }
    answers[`GET /v1/edp-externos/${EDP}`] = { body: edpEn('borrador') }
    await renderAt(crearUrl)
    await click(button('Agregar línea manual'))
    expect(document.body.querySelector('[role="dialog"]')?.textContent).toContain('en pesos')
    await type('Descripción', 'Flete de retiro')
    await type('Motivo', 'Retiro pedido por la obra')
    await type('Cantidad', '1')
    await type('Tarifa ($)', '50000')
    const dialog = document.body.querySelector('[role="dialog"]')
    const agregar = [...(dialog?.querySelectorAll('button[type="submit"]') ?? [])].find(
      (element) => element.textContent?.trim() === 'Agregar línea',
    )
    if (!agregar) throw new Error('Sin «Agregar línea» en el diálogo')
    await click(agregar)
    expect(page()).toContain('Flete de retiro')
    // $2.800.000 + $50.000 = $2.850.000 neto, IVA $541.500.
    expect(page()).toContain('$3.391.500')
    await click(button('Crear EDP externo'))
    const [post] = writes(fetch)
    expect(post?.body).toMatchObject({
      lineasManuales: [
        {
          descripcion: 'Flete de retiro',
          motivo: 'Retiro pedido por la obra',
          cantidad: 1,
          unidad: 'unidad',
          tarifa: 50_000,
          descuentoPct: 0,
        },
      ],
    })
  })

  it('keeps a blocked draft from being created, saying why', async () => {
    answers['GET /v1/edp-externos/previsualizacion'] = {
      body: {
        ...borrador,
        calculo: {
          ...borrador.calculo,
          bloqueado: true,
          problemas: [
            {
              codigo: 'activo-sin-acuerdo',
              bloqueante: true,
              mensaje: 'GR-51 Grúa horquilla: no tiene tarifa del arrendador vigente.',
              itemId: null,
              activo: null,
              fecha: null,
              report: null,
            },
          ],
        },
      },
    }
    await renderAt(crearUrl)
    expect(page()).toContain('GR-51 Grúa horquilla: no tiene tarifa del arrendador vigente.')
    expect(button('Crear EDP externo').disabled).toBe(true)
  })
})

describe('editar EDP externo', () => {
  it('emits a borrador with the version read, once confirmed', async () => {
    answers[`GET /v1/edp-externos/${EDP}`] = { body: edpEn('borrador') }
    answers[`POST /v1/edp-externos/${EDP}/emitir`] = { body: edpEn('emitido') }
    await renderAt(editarUrl)
    await click(button('Emitir al arrendador'))
    // Nothing is sent yet: the question says who sees it and that it is no longer edited.
    expect(writes(fetch)).toEqual([])
    const dialog = document.body.querySelector('[role="alertdialog"]')
    expect(dialog?.textContent).toContain('¿Emitir el EDPE-000007 al arrendador?')
    expect(dialog?.textContent).toContain('Arriendos Sur SpA lo verá en su portal')
    expect(dialog?.textContent).toContain('total $3.332.000')
    await click(button('Emitir'))
    expect(writes(fetch)).toEqual([
      { method: 'POST', path: `/v1/edp-externos/${EDP}/emitir`, body: { version: 3 } },
    ])
  })

  it('does not emit while a manual line typed is not saved, and says so', async () => {
    answers[`GET /v1/edp-externos/${EDP}`] = { body: edpEn('borrador') }
    await renderAt(editarUrl)
    expect(button('Emitir al arrendador').disabled).toBe(false)
    expect(page()).not.toContain('Hay cambios sin guardar')
    await click(button('Agregar línea manual'))
    await type('Descripción', 'Flete de retiro')
    await type('Motivo', 'Retiro pedido por la obra')
    await type('Cantidad', '1')
    await type('Tarifa ($)', '50000')
    const dialog = document.body.querySelector('[role="dialog"]')
    const agregar = [...(dialog?.querySelectorAll('button[type="submit"]') ?? [])].find(
      (element) => element.textContent?.trim() === 'Agregar línea',
    )
    if (!agregar) throw new Error('Sin «Agregar línea» en el diálogo')
    await click(agregar)
    expect(page()).toContain('Hay cambios sin guardar. Guárdelos antes de emitir')
    expect(button('Emitir al arrendador').disabled).toBe(true)
    expect(writes(fetch)).toEqual([])
  })

  it('cancelling the question emits nothing', async () => {
    answers[`GET /v1/edp-externos/${EDP}`] = { body: edpEn('borrador') }
    await renderAt(editarUrl)
    await click(button('Emitir al arrendador'))
    await click(button('Cancelar'))
    expect(document.body.querySelector('[role="alertdialog"]')).toBeNull()
    expect(writes(fetch)).toEqual([])
  })

  it('sends the answer typed with the acceptance, without the spaces around it', async () => {
    answers[`GET /v1/edp-externos/${EDP}`] = { body: edpEn('en-ajuste') }
    answers[`POST /v1/edp-externos/${EDP}/solicitudes-ajuste/${SOLICITUD}/aceptar`] = {
      body: { ...edpEn('emitido'), revision: 2 },
    }
    await renderAt(editarUrl)
    await type('Respuesta (obligatoria para rechazar)', '  Revisadas las guías  ')
    await click(button('Aceptar'))
    expect(writes(fetch)).toEqual([
      {
        method: 'POST',
        path: `/v1/edp-externos/${EDP}/solicitudes-ajuste/${SOLICITUD}/aceptar`,
        body: { version: 3, respuesta: 'Revisadas las guías' },
      },
    ])
  })

  it("rejects the lessor's request only with its reason", async () => {
    answers[`GET /v1/edp-externos/${EDP}`] = { body: edpEn('en-ajuste') }
    answers[`POST /v1/edp-externos/${EDP}/solicitudes-ajuste/${SOLICITUD}/rechazar`] = {
      body: edpEn('emitido'),
    }
    await renderAt(editarUrl)
    expect(button('Rechazar').disabled).toBe(true)
    await type('Respuesta (obligatoria para rechazar)', '   ')
    expect(button('Rechazar').disabled).toBe(true)
    await type('Respuesta (obligatoria para rechazar)', 'El 12 de marzo no hay report firmado')
    expect(button('Aceptar').disabled).toBe(false)
    await click(button('Rechazar'))
    expect(writes(fetch)).toEqual([
      {
        method: 'POST',
        path: `/v1/edp-externos/${EDP}/solicitudes-ajuste/${SOLICITUD}/rechazar`,
        body: { version: 3, respuesta: 'El 12 de marzo no hay report firmado' },
      },
    ])
  })

  it("accepts the lessor's request with the version read and the answer typed", async () => {
    answers[`GET /v1/edp-externos/${EDP}`] = { body: edpEn('en-ajuste') }
    answers[`POST /v1/edp-externos/${EDP}/solicitudes-ajuste/${SOLICITUD}/aceptar`] = {
      body: { ...edpEn('emitido'), revision: 2 },
    }
    await renderAt(editarUrl)
    expect(page()).toContain('AJU-000003')
    expect(page()).toContain('$2.900.000')
    expect(page()).not.toContain('Emitir al arrendador')
    await click(button('Aceptar'))
    expect(writes(fetch)).toEqual([
      {
        method: 'POST',
        path: `/v1/edp-externos/${EDP}/solicitudes-ajuste/${SOLICITUD}/aceptar`,
        body: { version: 3 },
      },
    ])
  })
})

describe('EDP externos', () => {
  it('lists each EDP with its lessor, total and pending requests', async () => {
    const {
      lineas: _l,
      items: _i,
      problemas: _p,
      historial: _h,
      revisiones: _r,
      solicitudesAjuste: _s,
      valorUf: _v,
      creadoPor: _c,
      actualizadoPor: _a,
      ...row
    } = edpEn('en-ajuste')
    answers['GET /v1/edp-externos'] = {
      body: { items: [row], total: 1, page: 1, pageSize: 25, nextCursor: null, prevCursor: null },
    }
    await renderAt('/estado-de-pago-externos/listar')
    expect(reads(fetch).some((url) => url.startsWith('/v1/edp-externos?'))).toBe(true)
    expect(page()).toContain('EDPE-000007')
    expect(page()).toContain('Arriendos Sur SpA')
    expect(page()).toContain('$3.332.000')
    expect(page()).toContain('Crear EDP externo')
  })
})
