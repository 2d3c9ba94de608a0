// The lessor's screens over the real data client and a fake API (every answer parsed by the routes'
// own schemas): the equipos list sends no proveedor (the API reads it from the user) and shows where
// each asset is and its hours; the estado of the URL reaches the API; an asset's detail shows its
// movements with their guía and its documents' expiry; another lessor's asset (404) is not found;
// a closed incident shows what Operaciones did; an estado de pago shows its lines and evidence,
// is accepted at the version read, and a line's adjustment is asked with its amount and reason;
// the requests show Cordillera's answer; a trip is edited at the version read and leads back to
// the list, or says someone else saved first.
import type {
  EquipoDetail,
  EquipoRow,
  EstadoDePagoArrendadorDetail,
  IncidenteDetail,
  SolicitudAjusteArrendador,
  ViajeDetail,
} from '@cordillera/contracts'
import { createConnection } from '@cordillera/data-client'
import { settle } from '@cordillera/portal/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import Equipos from './equipos/equipos.tsx'
import EstadosDePago from './estados-de-pago/estados-de-pago.tsx'
import Incidentes from './incidentes/incidentes.tsx'
import SolicitudesAjuste from './solicitudes-ajuste/solicitudes-ajuste.tsx'
import Viajes from './viajes/viajes.tsx'

const ACTIVO = '4e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a64'
const OBRA = '1e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a61'
const MOVIMIENTO = '8e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a68'
const DOCUMENTO = '9e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a69'
const INCIDENTE = '0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a60'
const PROVEEDOR = '2e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a62'
const AJENO = '3e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a63'

const tracking = {
  version: 2,
  creadoEn: '2026-05-01T12:00:00.000Z',
  actualizadoEn: '2026-05-02T12:00:00.000Z',
}

const equipo: EquipoRow = {
  id: ACTIVO,
  codigo: 'EX-014',
  tipoActivo: 'Excavadora',
  marca: 'Caterpillar',
  modelo: '320 GC',
  anio: 2021,
  patente: null,
  estado: 'en-obra',
  estadoDesde: '2026-05-03T13:00:00.000Z',
  obraActual: { id: OBRA, codigo: 'OB-0001', nombre: 'Edificio Parque Alcántara' },
  horometro: 1234.5,
  horasMes: 96,
  ...tracking,
}

const detalle: EquipoDetail = {
  ...equipo,
  movimientos: [
    {
      id: MOVIMIENTO,
      tipo: 'despacho',
      fecha: '2026-05-03T13:00:00.000Z',
      desde: { lugar: 'bodega', obra: null },
      hasta: { lugar: 'obra', obra: equipo.obraActual },
      guiaDespacho: 70412,
    },
  ],
  documentos: [
    {
      id: DOCUMENTO,
      tipo: 'revision-tecnica',
      numero: 'RT-88',
      vence: '2026-01-10',
      estadoVencimiento: 'vencido',
    },
  ],
  creadoPor: null,
  actualizadoPor: null,
}

const incidente: IncidenteDetail = {
  id: INCIDENTE,
  numero: 12,
  folio: 'INC-000012',
  proveedor: { id: PROVEEDOR, razonSocial: 'Arriendos Sur SpA' },
  activo: { id: ACTIVO, codigo: 'EX-014', modelo: '320 GC' },
  obra: equipo.obraActual,
  fecha: '2026-05-10',
  tipo: 'falla',
  descripcion: 'Pérdida de presión hidráulica en el brazo.',
  estado: 'cerrado',
  estadoDesde: '2026-05-12T18:00:00.000Z',
  fotosCount: 0,
  comentarioCierre: 'Se cambió la manguera del cilindro del brazo.',
  cerradoEn: '2026-05-12T18:00:00.000Z',
  fotos: [],
  cerradoPor: null,
  creadoPor: null,
  actualizadoPor: null,
  ...tracking,
}

const EDP = '5e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a65'
const LINEA = '6e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a66'
const SOLICITUD = '7e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a67'

const solicitud: SolicitudAjusteArrendador = {
  id: SOLICITUD,
  numero: 4,
  folio: 'AJU-000004',
  estadoDePago: {
    id: EDP,
    folio: 'EDPE-000031',
    obra: { id: OBRA, codigo: 'OB-0001', nombre: 'Edificio Parque Alcántara' },
  },
  revision: 1,
  lineaId: `${ACTIVO}:arriendo`,
  lineaDescripcion: 'Arriendo EX-014 Excavadora 320 GC: 20 días',
  lineaMonto: 3_000_000,
  motivo: 'Faltan dos días según las guías.',
  montoSolicitado: 3_300_000,
  archivo: { nombre: 'guias.pdf', tipo: 'application/pdf', bytes: 2048 },
  estado: 'rechazada',
  estadoDesde: '2026-05-20T12:00:00.000Z',
  respuesta: 'Los reports muestran la máquina detenida esos días.',
  ...tracking,
}

const edp: EstadoDePagoArrendadorDetail = {
  id: EDP,
  numero: 31,
  folio: 'EDPE-000031',
  obra: { id: OBRA, codigo: 'OB-0001', nombre: 'Edificio Parque Alcántara' },
  fechaInicio: '2026-04-01',
  fechaFin: '2026-04-30',
  estado: 'emitido',
  estadoDesde: '2026-05-15T12:00:00.000Z',
  revision: 1,
  neto: 3_000_000,
  iva: 570_000,
  total: 3_570_000,
  solicitudesPendientes: 0,
  valorUf: null,
  lineas: [
    {
      id: `${ACTIVO}:arriendo`,
      lineaId: LINEA,
      posicion: 0,
      tipo: 'arriendo',
      itemId: null,
      activo: { id: ACTIVO, codigo: 'EX-014', nombre: 'Excavadora 320 GC' },
      descripcion: 'Arriendo EX-014 Excavadora 320 GC: 20 días',
      cantidad: 20,
      unidad: 'dia',
      moneda: 'CLP',
      tarifa: 150_000,
      unidadTarifa: 'dia',
      tarifaClp: 150_000,
      bruto: 3_000_000,
      descuentoPct: 0,
      descuento: 0,
      monto: 3_000_000,
      motivo: null,
      evidencia: {
        movimientos: [
          { id: MOVIMIENTO, tipo: 'despacho', fecha: '2026-04-03', guiaDespacho: 70412 },
        ],
        reports: [],
        diasExcluidos: [],
        notas: [],
      },
    },
  ],
  historial: [
    {
      id: DOCUMENTO,
      revision: 1,
      accion: 'emitir',
      desde: 'borrador',
      hacia: 'emitido',
      origen: 'personal',
      en: '2026-05-15T12:00:00.000Z',
      comentario: null,
    },
  ],
  revisiones: [],
  solicitudesAjuste: [],
  creadoPor: null,
  actualizadoPor: null,
  ...tracking,
}

const VIAJE = 'ae1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6a'
const viaje: ViajeDetail = {
  id: VIAJE,
  activo: { id: ACTIVO, codigo: 'EX-014', modelo: '320 GC' },
  fecha: '2026-05-04',
  origen: 'Santiago',
  destino: 'Rancagua',
  km: 87.5,
  carga: 'Excavadora EX-014',
  guiaDespacho: 70413,
  observaciones: null,
  creadoPor: null,
  actualizadoPor: null,
  ...tracking,
}
/** The trip's edit answers 409 (someone else saved first) while this is set. */
let viajeStale = false

const page = <T,>(items: T[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
  nextCursor: null,
  prevCursor: null,
})

type Call = { method: string; path: string; query: URLSearchParams; body?: unknown }
const calls: Call[] = []
let inFlight = 0
const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  inFlight += 1
  await new Promise((resolve) => setTimeout(resolve, 0))
  inFlight -= 1
  const url = new URL(String(input))
  calls.push({
    method: init?.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  })
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  switch (url.pathname) {
    case '/v1/arrendador/equipos':
      return json(page([equipo]))
    case `/v1/arrendador/equipos/${ACTIVO}`:
      return json(detalle)
    case `/v1/arrendador/incidentes/${INCIDENTE}`:
      return json(incidente)
    case '/v1/arrendador/estados-de-pago':
      return json(page([edp]))
    case `/v1/arrendador/estados-de-pago/${EDP}`:
      return json(edp)
    case `/v1/arrendador/estados-de-pago/${EDP}/aceptar`:
      return json({ ...edp, estado: 'aceptado', version: edp.version + 1 })
    case `/v1/arrendador/estados-de-pago/${EDP}/solicitudes-ajuste`:
      return json(
        {
          ...edp,
          estado: 'en-ajuste',
          version: edp.version + 1,
          solicitudesAjuste: [{ ...solicitud, estado: 'pendiente', respuesta: null }],
        },
        201,
      )
    case '/v1/arrendador/solicitudes-ajuste':
      return json(page([solicitud]))
    case '/v1/arrendador/viajes':
      return json(page([viaje]))
    case `/v1/arrendador/viajes/${VIAJE}`:
      if (init?.method === undefined || init.method === 'GET') return json(viaje)
      if (viajeStale) return json({ error: { code: 'conflicto', message: 'Cambió.' } }, 409)
      return json({ ...viaje, version: viaje.version + 1 })
    default:
      return json({ error: { code: 'no_encontrado', message: 'No encontramos el equipo.' } }, 404)
  }
})
const api = createConnection({ baseUrl: 'http://api.test', getToken: async () => 't', fetch })

vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
}))

let root: Root
let container: HTMLDivElement

async function quiet() {
  let before = ''
  for (let round = 0; round < 100; round += 1) {
    await settle()
    const now = document.body.innerHTML
    const loading = document.body.querySelector('[role="status"][aria-label="Cargando"]')
    if (inFlight === 0 && !loading && now === before) return
    before = now
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  }
}

async function mount(url: string) {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  const Stub = createRoutesStub([
    { path: '/arrendador/equipos', Component: Equipos },
    { path: '/arrendador/incidentes', Component: Incidentes },
    { path: '/arrendador/estados-de-pago', Component: EstadosDePago },
    { path: '/arrendador/solicitudes-ajuste', Component: SolicitudesAjuste },
    { path: '/arrendador/reports-arrendador-viaje', Component: Viajes },
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

beforeEach(() => {
  calls.length = 0
  viajeStale = false
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
  document.body.innerHTML = ''
})

const text = () => document.body.textContent ?? ''

describe('mis equipos', () => {
  it('lists the assets with where each is and its hours, asking no proveedor of the API', async () => {
    await mount('/arrendador/equipos')
    const list = calls.find((call) => call.path === '/v1/arrendador/equipos')
    expect(list?.query.get('sort')).toBe('codigo')
    expect([...(list?.query.keys() ?? [])].some((key) => /proveedor/i.test(key))).toBe(false)
    const card = document.body.querySelector('ul[aria-label="Equipos"] li')
    expect(card?.textContent).toContain('EX-014')
    expect(card?.textContent).toContain('OB-0001 · Edificio Parque Alcántara')
    expect(card?.textContent).toContain('1.234,5')
    expect(card?.querySelector('a')?.getAttribute('href')).toBe(`/arrendador/equipos?id=${ACTIVO}`)
    expect(text()).not.toMatch(/tarifa/i)
  })

  it('sends the estado of the URL', async () => {
    await mount('/arrendador/equipos?estado=en-obra')
    const list = calls.find((call) => call.path === '/v1/arrendador/equipos')
    expect(list?.query.get('estado')).toBe('en-obra')
  })

  it('shows one asset’s movements with their guía and its documents’ expiry', async () => {
    await mount(`/arrendador/equipos?id=${ACTIVO}`)
    expect(text()).toContain('EX-014 · Excavadora')
    const movimientos = document.body.querySelector('ol[aria-label="Movimientos"]')
    expect(movimientos?.textContent).toContain('Despacho')
    expect(movimientos?.textContent).toContain('Bodega → OB-0001 Edificio Parque Alcántara')
    expect(movimientos?.textContent).toContain('Guía de despacho N° 70412')
    const documentos = document.body.querySelector('ul[aria-label="Documentos"]')
    expect(documentos?.textContent).toContain('Revisión técnica')
    expect(documentos?.textContent).toContain('Vencido')
  })

  it('says another lessor’s asset does not exist', async () => {
    await mount(`/arrendador/equipos?id=${AJENO}`)
    expect(text()).toContain('El equipo no existe')
    expect(text()).not.toContain('EX-014')
  })
})

describe('incidentes', () => {
  it('shows a closed incident with what Operaciones did, not who', async () => {
    await mount(`/arrendador/incidentes?id=${INCIDENTE}`)
    expect(text()).toContain('Incidente INC-000012')
    expect(text()).toContain('Cerrado por Operaciones')
    expect(text()).toContain('Se cambió la manguera del cilindro del brazo.')
    expect(text()).toContain('Pérdida de presión hidráulica en el brazo.')
  })
})

const button = (name: string) =>
  [...document.body.querySelectorAll('button')].find(
    (element) => element.textContent?.trim() === name,
  ) as HTMLButtonElement

async function fill(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  await act(async () => {
    const prototype =
      element instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value)
    element.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('estados de pago', () => {
  it('lists them as cards with obra, period and total, asking no proveedor of the API', async () => {
    await mount('/arrendador/estados-de-pago')
    const list = calls.find((call) => call.path === '/v1/arrendador/estados-de-pago')
    expect([...(list?.query.keys() ?? [])].some((key) => /proveedor/i.test(key))).toBe(false)
    const card = document.body.querySelector('ul[aria-label="Estados de pago"] li')
    expect(card?.textContent).toContain('EDPE-000031')
    expect(card?.textContent).toContain('OB-0001 Edificio Parque Alcántara')
    expect(card?.textContent).toContain('$3.570.000')
    expect(card?.querySelector('a')?.getAttribute('href')).toBe(
      `/arrendador/estados-de-pago?id=${EDP}`,
    )
  })

  it('shows one with its lines and their evidence, and accepts it at the version read', async () => {
    await mount(`/arrendador/estados-de-pago?id=${EDP}`)
    expect(text()).toContain('Estado de pago EDPE-000031')
    const linea = document.body.querySelector(`[data-linea="${LINEA}"]`)
    expect(linea?.textContent).toContain('Arriendo EX-014 Excavadora 320 GC: 20 días')
    expect(linea?.textContent).toContain('$3.000.000')
    expect(linea?.textContent).not.toContain('guía de despacho N° 70412')
    await act(async () => button('Ver evidencia').click())
    expect(linea?.textContent).toContain('guía de despacho N° 70412')
    expect(text()).toContain('Emitido al arrendador (Cordillera')

    await act(async () => button('Aceptar').click())
    await quiet()
    const aceptar = calls.find((call) => call.method === 'POST')
    expect(aceptar?.path).toBe(`/v1/arrendador/estados-de-pago/${EDP}/aceptar`)
    expect(aceptar?.body).toEqual({ version: edp.version })
  })

  it('asks to adjust a line with the amount and the reason, refusing it without a reason', async () => {
    await mount(`/arrendador/estados-de-pago?id=${EDP}`)
    await act(async () => button('Solicitar ajuste').click())
    await quiet()
    await act(async () => button('Enviar solicitud').click())
    await quiet()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
    expect(text()).toMatch(/Ingrese el motivo/)

    const monto = document.body.querySelector('input[inputmode="numeric"]') as HTMLInputElement
    await fill(monto, '3.300.000')
    await fill(
      document.body.querySelector('textarea') as HTMLTextAreaElement,
      'Faltan dos días según las guías.',
    )
    await act(async () => button('Enviar solicitud').click())
    await quiet()
    const pedido = calls.find((call) => call.method === 'POST')
    expect(pedido?.path).toBe(`/v1/arrendador/estados-de-pago/${EDP}/solicitudes-ajuste`)
    expect(pedido?.body).toEqual({
      version: edp.version,
      lineaId: LINEA,
      montoSolicitado: 3_300_000,
      motivo: 'Faltan dos días según las guías.',
      archivo: null,
    })
  })
})

describe('solicitudes de ajuste', () => {
  it('shows each request with its estado and Cordillera’s answer', async () => {
    await mount('/arrendador/solicitudes-ajuste')
    const card = document.body.querySelector('ul[aria-label="Solicitudes de ajuste"] li')
    expect(card?.textContent).toContain('AJU-000004')
    expect(card?.textContent).toContain('Rechazada')
    expect(card?.textContent).toContain('$3.000.000 → $3.300.000')
    expect(card?.textContent).toContain('Los reports muestran la máquina detenida esos días.')
    expect(card?.textContent).toContain('guias.pdf')
  })
})

describe('viajes', () => {
  const editar = async () => {
    await mount(`/arrendador/reports-arrendador-viaje?id=${VIAJE}`)
    expect(text()).toContain('Editar viaje')
    expect(text()).toContain('Santiago → Rancagua')
    await fill(document.body.querySelector('input[name="origen"]') as HTMLInputElement, 'Talca')
    await act(async () => button('Guardar').click())
    await quiet()
  }

  it('saves a trip at the version read and goes back to the list', async () => {
    await editar()
    const guardado = calls.find((call) => call.method !== 'GET')
    expect(guardado?.path).toBe(`/v1/arrendador/viajes/${VIAJE}`)
    expect(guardado?.body).toMatchObject({ origen: 'Talca', km: 87.5, version: viaje.version })
    expect(text()).toContain('Reports de viaje')
    expect(text()).not.toContain('Editar viaje')
  })

  it('says someone else saved first, and stays on the form', async () => {
    viajeStale = true
    await editar()
    expect(text()).toContain('Alguien más modificó este viaje')
    expect(text()).toContain('Editar viaje')
  })
})
