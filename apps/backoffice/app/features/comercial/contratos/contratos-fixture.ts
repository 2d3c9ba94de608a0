// What the contratos and solicitudes screens' tests answer for the API: one vigente contract with
// three assets (one free, one already in an open retiro parcial, one withdrawn), a page of it, and
// the request a write answers; through the real data client over a fake fetch, so every answer is
// parsed by the routes' own schemas as in the browser.
import type { ContratoDetail, ContratoRow, SolicitudDetail } from '@cordillera/contracts'
import { createConnection } from '@cordillera/data-client'
import { vi } from 'vitest'

export const CONTRATO = '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a'
export const ITEM_LIBRE = '5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b'
export const ITEM_EN_SOLICITUD = '6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c'
const ITEM_RETIRADO = '7a6f5e4d-3c2b-4a1f-8e9d-8c7b6a5f4e3d'
export const SOLICITUD = '8b7a6f5e-4d3c-4b2a-9f1e-9d8c7b6a5f4e'
const OTRA_SOLICITUD = '9c8b7a6f-5e4d-4c3b-8a2f-0e9d8c7b6a5f'
const TIPO = '7c8a1d0e-2b3f-4a5c-8d6e-9f0a1b2c3d4e'
const RAZON = '0b6f2d1e-5a4c-4e8b-9f3a-2c1d7e6b5a40'
const OBRA = '1c7a3e2f-6b5d-4f9c-8a4b-3d2e8f7c6b51'
const NOW = '2026-05-14T13:30:00.000Z'

const activo = (id: string, codigo: string) => ({
  id,
  codigo,
  modelo: '8FGU25',
  marca: 'Toyota',
  tipoActivo: { id: TIPO, nombre: 'Grúa horquilla' },
})

const item = (id: string, activoId: string, codigo: string) => ({
  id,
  activo: activo(activoId, codigo),
  tarifa: 850000,
  unidadCobro: 'mes' as const,
  minimoHoras: null,
  minimoPor: null,
  tarifaStandBy: null,
  fleteIda: 60000,
  fleteVuelta: 60000,
  conOperador: false,
  fechaEntrega: '2026-03-02',
  fechaRetiro: null,
  solicitudPendiente: null,
})

export const contratoRow: ContratoRow = {
  id: CONTRATO,
  numero: 45,
  folio: 'CON-000045',
  cotizacion: null,
  razonSocial: { id: RAZON, rut: '76543210-3', razonSocial: 'Constructora Andes SpA' },
  obra: { id: OBRA, codigo: 'OB-0001', nombre: 'Edificio Plaza Ñuñoa' },
  moneda: 'CLP',
  ordenCompra: 'OC-778',
  fechaInicio: '2026-03-01',
  fechaTermino: null,
  estado: 'vigente',
  activosEnArriendo: 2,
  solicitudesPendientes: 1,
  version: 1,
  creadoEn: NOW,
  actualizadoEn: NOW,
}

export const contratoDetail: ContratoDetail = {
  ...contratoRow,
  condiciones: null,
  items: [
    item(ITEM_LIBRE, '2a1b0c9d-8e7f-4a6b-9c5d-4e3f2a1b0c9d', 'GH-001'),
    {
      ...item(ITEM_EN_SOLICITUD, '3b2c1d0e-9f8a-4b7c-8d6e-5f4a3b2c1d0e', 'GH-002'),
      solicitudPendiente: { id: OTRA_SOLICITUD, folio: 'SOL-000012', tipo: 'retiro-parcial' },
    },
    {
      ...item(ITEM_RETIRADO, '4c3d2e1f-0a9b-4c8d-9e7f-6a5b4c3d2e1f', 'GH-003'),
      fechaRetiro: '2026-04-10',
    },
  ],
  solicitudes: [
    {
      id: OTRA_SOLICITUD,
      folio: 'SOL-000012',
      tipo: 'retiro-parcial',
      origen: 'cliente',
      estado: 'pendiente',
      fechaRequerida: '2026-05-20',
      creadoEn: NOW,
    },
  ],
  historial: [],
  creadoPor: null,
  actualizadoPor: null,
}

export const contratoPage = (items: ContratoRow[]) => ({
  body: { items, total: items.length, page: 1, pageSize: 25, nextCursor: null, prevCursor: null },
})

/** The request a write answers (a retiro parcial of the free asset). */
export const solicitudCreada: SolicitudDetail = {
  id: SOLICITUD,
  numero: 13,
  folio: 'SOL-000013',
  tipo: 'retiro-parcial',
  origen: 'comercial',
  obra: contratoRow.obra,
  contrato: { id: CONTRATO, folio: 'CON-000045' },
  estado: 'pendiente',
  estadoDesde: NOW,
  fechaRequerida: '2026-05-20',
  solicitante: null,
  itemsCount: 1,
  comentarios: null,
  motivoRechazo: null,
  moneda: 'CLP',
  items: [
    {
      id: '0d9c8b7a-6f5e-4d4c-9b3a-1f0e9d8c7b6a',
      posicion: 1,
      tipoActivo: null,
      cantidad: null,
      contratoItem: { id: ITEM_LIBRE, activo: contratoDetail.items[0]?.activo ?? activo('', '') },
      unidadCobro: null,
      tarifa: null,
      conOperador: false,
      descripcion: null,
    },
  ],
  version: 1,
  creadoEn: NOW,
  actualizadoEn: NOW,
  creadoPor: null,
  actualizadoPor: null,
}

type Answer = { status?: number; body: unknown }

/**
 * The API answering `answers['GET /v1/contratos']` (method and path) or 404; every call recorded
 * with its full URL. A test may change `answers` before it acts.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`] ?? {
      status: 404,
      body: { error: { code: 'no_encontrado', message: 'No encontrado.' } },
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  const api = createConnection({ baseUrl: 'http://api.test', getToken: async () => 't', fetch })
  return { api, fetch, answers }
}

/** The calls made, as "GET /v1/contratos-vigentes?page=1…". */
export const calls = (fetch: ReturnType<typeof fakeApi>['fetch']) =>
  fetch.mock.calls.map(([input, init]) => {
    const url = new URL(String(input))
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`
  })

/** React's act() outside a test renderer; jsdom lacks what Radix measures with. */
export function installDomShims() {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
