// The site client's EDP screens over the real data client and a fake API (every answer parsed by
// the routes' own schemas): the list shows only what the API answers, pending ones first; a
// line's evidence opens on demand; observar without a comment is refused in Spanish and sends
// nothing, with one it sends the comment and the line's; aprobar asks first, and the EDP leaves
// the pending list; a 409 is said plainly with Recargar; another obra's EDP (404) is not found.
import type { EdpDetail, EdpRow } from '@cordillera/contracts'
import { createConnection } from '@cordillera/data-client'
import { settle } from '@cordillera/portal/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import EdpObraDetalle from './edp-obra-detalle.tsx'
import EdpObraLista from './edp-obra-lista.tsx'

const EDP = '0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a60'
const OBRA = '1e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a61'
const CONTRATO = '2e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a62'
const ITEM = '3e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a63'
const ACTIVO = '4e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a64'
const LINEA = '5e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a65'
const USUARIO = '6e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a66'
const RS = '7e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a67'
const MOVIMIENTO = '8e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a68'
const REPORT = '9e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a69'

/** The worked example of the EDP rules: excavadora at 1,20 UF/h, January, sent to the obra. */
function edpDetail(overrides: Partial<EdpDetail> = {}): EdpDetail {
  return {
    id: EDP,
    numero: 7,
    folio: 'EDP-000007',
    contrato: { id: CONTRATO, folio: 'CON-000012' },
    obra: { id: OBRA, codigo: 'OB-0001', nombre: 'Edificio Parque Alcántara' },
    razonSocial: { id: RS, rut: '76.123.456-7', razonSocial: 'Constructora Andes SpA' },
    periodoDesde: '2026-01-01',
    periodoHasta: '2026-01-31',
    estado: 'revision-obra',
    estadoDesde: '2026-02-02T12:00:00.000Z',
    revision: 1,
    moneda: 'UF',
    neto: 5_793_480,
    iva: 1_100_761,
    total: 6_894_241,
    ordenCompra: 'OC-4410',
    hes: null,
    factura: null,
    version: 3,
    creadoEn: '2026-02-01T12:00:00.000Z',
    actualizadoEn: '2026-02-02T12:00:00.000Z',
    creadoPor: { id: USUARIO, nombre: 'Paula Comercial' },
    actualizadoPor: { id: USUARIO, nombre: 'Paula Comercial' },
    valorUf: { fecha: '2026-01-31', valor: 38_500 },
    lineas: [
      {
        id: `${ITEM}:arriendo`,
        lineaId: LINEA,
        // The API counts lines from 0; people (and the PDF) from 1.
        posicion: 0,
        origen: 'calculada',
        tipo: 'arriendo',
        itemId: ITEM,
        activo: { id: ACTIVO, codigo: 'EX-01', nombre: 'Excavadora CAT 320' },
        descripcion: 'Arriendo EX-01 Excavadora CAT 320: 132 h (mínimo 132 h, reportadas 130,5 h)',
        cantidad: 132,
        unidad: 'hora',
        moneda: 'UF',
        tarifa: 1.2,
        unidadTarifa: 'hora',
        tarifaClp: 46_200,
        bruto: 6_098_400,
        descuentoPct: 5,
        descuento: 304_920,
        monto: 5_793_480,
        motivo: null,
        evidencia: {
          movimientos: [
            { id: MOVIMIENTO, tipo: 'despacho', fecha: '2026-01-08', guiaDespacho: 1234 },
          ],
          reports: [
            {
              id: REPORT,
              folio: 'RPT-000321',
              fecha: '2026-01-09',
              jornada: 'dia',
              estado: 'firmado',
              horasTrabajadas: 8.5,
              horasStandBy: 0,
              horasDetenidas: 0,
              motivoDetencion: null,
              combustibleLitros: null,
            },
          ],
          diasExcluidos: [
            {
              fecha: '2026-01-15',
              motivo: 'clima',
              reports: [],
              detalle: 'Lluvia: faena detenida todo el día',
            },
          ],
          notas: [],
        },
      },
    ],
    items: [
      {
        itemId: ITEM,
        activo: { id: ACTIVO, codigo: 'EX-01', nombre: 'Excavadora CAT 320' },
        unidadCobro: 'hora',
        tramos: [],
        diasEnArriendo: 24,
        diasExcluidos: [],
        diasCobrables: 22,
        horas: { reportadas: 130.5, standBy: 0, minimo: 132, cobradas: 132 },
      },
    ],
    problemas: [],
    historial: [
      {
        id: '0f1d2c3b-4a59-4687-9a0b-1c2d3e4f5a70',
        revision: 1,
        accion: 'enviar-a-obra',
        desde: 'revision-comercial-1',
        hacia: 'revision-obra',
        usuario: { id: USUARIO, nombre: 'Paula Comercial' },
        origen: 'comercial',
        en: '2026-02-02T12:00:00.000Z',
        comentario: 'Enero, según reports firmados.',
        observacionesLineas: [],
      },
    ],
    revisiones: [],
    ...overrides,
  }
}

function rowOf(detail: EdpDetail): EdpRow {
  const {
    valorUf: _v,
    lineas: _l,
    items: _i,
    problemas: _p,
    historial: _h,
    revisiones: _r,
    creadoPor: _cp,
    actualizadoPor: _ap,
    ...row
  } = detail
  return row
}

type Call = { method: string; path: string; query: URLSearchParams; body: unknown }
type Answer = { status?: number; body?: unknown; pdf?: string }
const refusal = (code: string, message: string) => ({ error: { code, message } })

let stored: EdpDetail
let answer: (call: Call) => Answer | undefined
const calls: Call[] = []
let inFlight = 0
const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  inFlight += 1
  // Answered on a later turn, as a network does; counted until the screen has read it.
  await new Promise((resolve) => setTimeout(resolve, 0))
  inFlight -= 1
  const url = new URL(String(input))
  const call: Call = {
    method: init?.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
  }
  calls.push(call)
  const found = answer(call) ?? {
    status: 404,
    body: refusal('no_encontrado', 'No encontramos el EDP.'),
  }
  if (found.pdf !== undefined) {
    return new Response(found.pdf, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${stored.folio}.pdf"`,
      },
    })
  }
  return new Response(JSON.stringify(found.body ?? null), {
    status: found.status ?? 200,
    headers: { 'Content-Type': 'application/json' },
  })
})
const api = createConnection({ baseUrl: 'http://api.test', getToken: async () => 't', fetch })

const saved = vi.hoisted(() => [] as { name: string; type: string; size: number }[])
vi.mock('@cordillera/ui/lib/export/download', () => ({
  downloadBlob: (blob: Blob, name: string) =>
    saved.push({ name, type: blob.type, size: blob.size }),
}))

vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
}))

/** The API as the site client sees it: its one EDP, listed under its estado, answered once. */
function apiOfTheObra(call: Call): Answer | undefined {
  if (call.method === 'GET' && call.path === '/v1/edp-cliente') {
    const estado = call.query.get('estado')
    const items = !estado || estado === stored.estado ? [rowOf(stored)] : []
    return {
      body: {
        items,
        total: items.length,
        page: 1,
        pageSize: 10,
        nextCursor: null,
        prevCursor: null,
      },
    }
  }
  if (call.method === 'GET' && call.path === `/v1/edp-cliente/${EDP}`) return { body: stored }
  return undefined
}

let root: Root
let container: HTMLDivElement

async function mount(url: string) {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  const Stub = createRoutesStub([
    { path: '/edp-obra', Component: EdpObraLista },
    { path: '/edp-obra/:id', Component: EdpObraDetalle },
  ])
  await act(async () => {
    root.render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <Stub initialEntries={[url]} />
      </QueryClientProvider>,
    )
  })
  await quiet()
}

/**
 * Settled and still: no call under way, nothing loading or being processed, and the page the same
 * after one more settle (an API refusal loads its error body's module first, slow on a busy
 * machine: ten ticks are not always enough).
 */
async function quiet() {
  const busy = () =>
    inFlight > 0 ||
    document.body.querySelector('[role="status"][aria-label="Cargando"]') !== null ||
    (document.body.textContent ?? '').includes('Procesando…')
  let before = ''
  for (let round = 0; round < 100; round += 1) {
    await settle()
    const now = document.body.innerHTML
    if (!busy() && now === before) return
    before = now
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  }
}

beforeEach(() => {
  stored = edpDetail()
  answer = apiOfTheObra
  calls.length = 0
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  document.body.innerHTML = ''
})

const text = () => document.body.textContent ?? ''
const button = (name: string) => {
  const found = [...document.body.querySelectorAll('button')].filter(
    (b) => b.textContent?.trim() === name,
  )
  const last = found.at(-1)
  if (!last) throw new Error(`no button ${name}`)
  return last
}
const click = async (element: HTMLElement) => {
  await act(async () => {
    element.click()
  })
  await quiet()
}
const writes = () => calls.filter((call) => call.method !== 'GET')
const textarea = (label: string) => {
  const found = [...document.body.querySelectorAll('label')].find((l) => l.textContent === label)
  const target = found?.htmlFor ? document.getElementById(found.htmlFor) : null
  if (!(target instanceof HTMLTextAreaElement)) throw new Error(`no text area labelled ${label}`)
  return target
}
const type = async (element: HTMLTextAreaElement, value: string) => {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set
    setter?.call(element, value)
    element.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('the list of estados de pago', () => {
  it('shows the pending ones the API answers, as cards', async () => {
    await mount('/edp-obra')
    const lists = calls.filter((call) => call.path === '/v1/edp-cliente')
    expect(lists.at(-1)?.query.get('estado')).toBe('revision-obra')
    const cards = container.querySelectorAll(
      'a[href="/edp-obra/0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a60"]',
    )
    expect(cards).toHaveLength(1)
    expect(text()).toContain('EDP-000007')
    expect(text()).toContain('OB-0001 · Edificio Parque Alcántara')
    expect(text()).toContain('Contrato CON-000012')
    expect(text()).toContain('01-01-2026 al 31-01-2026')
    expect(text()).toContain('$6.894.241')
    expect(text()).toContain('Esperando')
  })

  it('says so when nothing waits for the obra', async () => {
    stored = edpDetail({ estado: 'aprobado-obra' })
    await mount('/edp-obra')
    expect(text()).not.toContain('EDP-000007')
    expect(text()).toContain('No hay estados de pago por revisar')
  })
})

describe('an estado de pago', () => {
  it('shows its lines, totals and valor UF, and a line’s evidence when asked', async () => {
    await mount(`/edp-obra/${EDP}`)
    expect(text()).toContain('Estado de pago EDP-000007')
    expect(text()).toContain('132 h')
    expect(text()).toContain('UF 1,20 por hora ($46.200)')
    expect(text()).toContain('5 % ($304.920)')
    expect(text()).toContain('$5.793.480')
    expect(text()).toContain('$1.100.761')
    expect(text()).toContain('$6.894.241')
    expect(text()).toContain('valor UF del 31-01-2026: $38.500,00')
    expect(text()).not.toContain('guía N° 1.234')
    await click(button('Ver evidencia'))
    expect(text()).toContain('Despacho el 08-01-2026 · guía N° 1.234')
    expect(text()).toContain('1 report: 8,5 h trabajadas')
    expect(text()).toContain('15-01-2026 · Detenido por clima: Lluvia: faena detenida todo el día')
  })

  it('downloads its PDF from the site client’s own route, named by its folio', async () => {
    const before = answer
    answer = (call) =>
      call.method === 'GET' && call.path === `/v1/edp-cliente/${EDP}/pdf`
        ? { pdf: '%PDF-1.7 EDP' }
        : before(call)
    await mount(`/edp-obra/${EDP}`)
    await click(button('Descargar PDF'))
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      `GET /v1/edp-cliente/${EDP}/pdf`,
    )
    expect(saved.at(-1)).toEqual({ name: 'EDP-000007.pdf', type: 'application/pdf', size: 12 })
  })

  it('refuses an observation without a comment, in Spanish, and sends nothing', async () => {
    await mount(`/edp-obra/${EDP}`)
    await click(button('Observar'))
    await click(button('Enviar observación'))
    expect(text()).toContain('Ingrese el comentario de la observación.')
    expect(writes()).toEqual([])
    // The comment to write is where the focus is (a phone scrolls to it).
    expect(document.activeElement).toBe(textarea('Comentario de la observación'))
    expect(text()).toContain('Observación de la línea 1 (opcional)')
    // Typing the comment clears the message.
    await type(textarea('Comentario de la observación'), 'No cuadra.')
    expect(text()).not.toContain('Ingrese el comentario de la observación.')
  })

  it('sends the observation with the comment of the line observed', async () => {
    answer = (call) => {
      if (call.method === 'POST' && call.path === `/v1/edp-cliente/${EDP}/observar`) {
        stored = edpDetail({ estado: 'observado-obra', version: 4 })
        return { body: stored }
      }
      return apiOfTheObra(call)
    }
    await mount(`/edp-obra/${EDP}`)
    await click(button('Observar'))
    await type(textarea('Observación de la línea 1 (opcional)'), 'El 9 trabajamos 8 h, no 8,5.')
    await type(textarea('Comentario de la observación'), 'Las horas no cuadran.')
    await click(button('Enviar observación'))
    expect(writes().map((call) => call.body)).toEqual([
      {
        version: 3,
        comentario: 'Las horas no cuadran.',
        lineas: [{ lineaId: LINEA, comentario: 'El 9 trabajamos 8 h, no 8,5.' }],
      },
    ])
    // Back on the pending list, where it no longer is.
    expect(text()).toContain('No hay estados de pago por revisar')
  })

  it('approves after confirming, and the EDP leaves the pending list', async () => {
    answer = (call) => {
      if (call.method === 'POST' && call.path === `/v1/edp-cliente/${EDP}/aprobar`) {
        stored = edpDetail({ estado: 'aprobado-obra', version: 4 })
        return { body: stored }
      }
      return apiOfTheObra(call)
    }
    await mount(`/edp-obra/${EDP}`)
    await click(button('Aprobar'))
    expect(text()).toContain('¿Aprobar el estado de pago EDP-000007?')
    expect(writes()).toEqual([])
    await click(button('Aprobar'))
    expect(writes().map((call) => [call.path, call.body])).toEqual([
      [`/v1/edp-cliente/${EDP}/aprobar`, { version: 3 }],
    ])
    expect(text()).toContain('No hay estados de pago por revisar')
    expect(container.querySelector('a[href^="/edp-obra/"]')).toBeNull()
  })

  it('says plainly that it changed meanwhile (409), and reloads it', async () => {
    answer = (call) => {
      if (call.method === 'POST' && call.path === `/v1/edp-cliente/${EDP}/aprobar`) {
        // Staff recorded the obra's observation first, given by email.
        stored = edpDetail({ estado: 'observado-obra', version: 4 })
        return {
          status: 409,
          body: refusal(
            'conflicto',
            'Solo se aprueba un EDP en revisión obra; este está observado por obra.',
          ),
        }
      }
      return apiOfTheObra(call)
    }
    await mount(`/edp-obra/${EDP}`)
    await click(button('Aprobar'))
    await click(button('Aprobar'))
    expect(text()).toContain('El estado de pago cambió mientras lo revisaba')
    expect(text()).toContain(
      'Solo se aprueba un EDP en revisión obra; este está observado por obra.',
    )
    await click(button('Recargar'))
    expect(text()).not.toContain('cambió mientras lo revisaba')
    expect(text()).toContain('Solo lectura')
    expect([...document.body.querySelectorAll('button')].map((b) => b.textContent)).not.toContain(
      'Aprobar',
    )
  })

  it('shows the portal’s not-found state for an EDP that is not the obra’s (404)', async () => {
    await mount('/edp-obra/ffffffff-4a59-4687-9a0b-1c2d3e4f5a60')
    expect(text()).toContain('El estado de pago no existe')
    expect(text()).toContain('Volver a mis estados de pago')
  })

  it('shows one back with Cordillera as the revision it observed, read-only', async () => {
    const enviada = edpDetail()
    stored = edpDetail({
      estado: 'revision-comercial-2',
      items: [],
      revisiones: [
        {
          revision: 1,
          neto: enviada.neto,
          iva: enviada.iva,
          total: enviada.total,
          lineas: enviada.lineas,
          observacion: 'Las horas no cuadran.',
          observacionesLineas: [],
          cerradaEn: '2026-02-03T12:00:00.000Z',
        },
      ],
    })
    await mount(`/edp-obra/${EDP}`)
    expect(text()).toContain(
      'Cordillera está corrigiendo el estado de pago según su observación. Se muestra la revisión 1 tal como la observó; verá la corregida cuando se la reenvíen.',
    )
    expect(text()).toContain('Observación: Las horas no cuadran.')
    expect(text()).toContain('$6.894.241')
    const botones = [...document.body.querySelectorAll('button')].map((b) => b.textContent)
    expect(botones).not.toContain('Observar')
    expect(botones).not.toContain('Aprobar')
  })

  it('shows an approved one read-only, with who answered', async () => {
    stored = edpDetail({
      estado: 'aprobado-obra',
      historial: [
        ...edpDetail().historial,
        {
          id: '1f1d2c3b-4a59-4687-9a0b-1c2d3e4f5a71',
          revision: 1,
          accion: 'aprobar',
          desde: 'revision-obra',
          hacia: 'aprobado-obra',
          usuario: { id: USUARIO, nombre: 'Paula Comercial' },
          origen: 'comercial',
          en: '2026-02-03T12:00:00.000Z',
          comentario: 'Aprobado por correo del jefe de obra.',
          observacionesLineas: [],
        },
      ],
    })
    await mount(`/edp-obra/${EDP}`)
    expect(text()).toContain('Solo lectura')
    expect(text()).toContain('Paula Comercial (registrado por Comercial)')
    expect(text()).toContain(
      'Respuesta de la obra registrada por Comercial (Paula Comercial) el 03-02-2026 09:00.',
    )
    expect([...document.body.querySelectorAll('button')].map((b) => b.textContent)).not.toContain(
      'Observar',
    )
  })
})
