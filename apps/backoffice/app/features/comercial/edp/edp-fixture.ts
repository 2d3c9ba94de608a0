// What the EDP screens' tests answer for the API: the worked example of docs/domain.md (an
// excavadora at 1,20 UF/h, 132 h billed with a 5 % discount, UF 38.500,00: neto $5.793.480, IVA
// $1.100.761, total $6.894.241) as a draft, as a stored EDP and as a row; a draft blocked by an
// unsigned report; the tabs' counts. Through the real data client over a fake fetch, so every
// answer is parsed by the routes' own schemas as in the browser.
import type {
  EdpConteos,
  EdpDetail,
  EdpLinea,
  EdpPreview,
  EdpRow,
  EstadoEdp,
} from '@cordillera/contracts'
import { createConnection } from '@cordillera/data-client'
import { vi } from 'vitest'

export const CONTRATO = '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a'
export const EDP = '4e3d2c1b-0a9f-4e8d-9c7b-6a5f4e3d2c1b'
const ITEM = '5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b'
const ACTIVO = '2a1b0c9d-8e7f-4a6b-9c5d-4e3f2a1b0c9d'
const MOVIMIENTO = '6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c'
const REPORT = '7a6f5e4d-3c2b-4a1f-8e9d-8c7b6a5f4e3d'
const REPORT_LLUVIA = '8b7a6f5e-4d3c-4b2a-9f1e-9d8c7b6a5f4e'
const LINEA_GUARDADA = '9c8b7a6f-5e4d-4c3b-8a2f-0e9d8c7b6a5f'
const USUARIO = '0b6f2d1e-5a4c-4e8b-9f3a-2c1d7e6b5a40'
const NOW = '2030-02-03T13:30:00.000Z'

const activo = { id: ACTIVO, codigo: 'EX-01', nombre: 'Excavadora CAT 320' }
const contrato = { id: CONTRATO, folio: 'CON-000045' }
const obra = {
  id: '1c7a3e2f-6b5d-4f9c-8a4b-3d2e8f7c6b51',
  codigo: 'OB-0001',
  nombre: 'Edificio Plaza Ñuñoa',
}
const razonSocial = {
  id: '0c7a3e2f-6b5d-4f9c-8a4b-3d2e8f7c6b52',
  rut: '76543210-3',
  razonSocial: 'Constructora Andes SpA',
}

const diaDeLluvia = {
  fecha: '2030-01-15',
  motivo: 'clima' as const,
  reports: [{ id: REPORT_LLUVIA, folio: 'RPT-000015' }],
  detalle: 'Report RPT-000015: 8 h detenidas por clima, sin horas trabajadas.',
}

export const lineaArriendo: EdpLinea = {
  id: `${ITEM}:arriendo`,
  tipo: 'arriendo',
  itemId: ITEM,
  activo,
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
    movimientos: [{ id: MOVIMIENTO, tipo: 'despacho', fecha: '2030-01-08', guiaDespacho: 4521 }],
    reports: [
      {
        id: REPORT,
        folio: 'RPT-000009',
        fecha: '2030-01-09',
        jornada: 'dia',
        estado: 'firmado',
        horasTrabajadas: 6.5,
        horasStandBy: 0,
        horasDetenidas: 0,
        motivoDetencion: null,
        combustibleLitros: null,
      },
    ],
    diasExcluidos: [diaDeLluvia],
    notas: ['Se cobra el mínimo prorrateado: 132 h en 22 días cobrables.'],
  },
}

const item = {
  itemId: ITEM,
  activo,
  unidadCobro: 'hora' as const,
  tramos: [],
  diasEnArriendo: 24,
  diasExcluidos: [diaDeLluvia],
  diasCobrables: 22,
  horas: { reportadas: 130.5, standBy: 0, minimo: 132, cobradas: 132 },
}

export const totalesEjemplo = { neto: 5_793_480, iva: 1_100_761, total: 6_894_241 }

export const borrador: EdpPreview = {
  contrato,
  obra,
  razonSocial,
  periodoDesde: '2030-01-01',
  periodoHasta: '2030-01-31',
  calculo: {
    moneda: 'UF',
    periodo: { desde: '2030-01-01', hasta: '2030-01-31' },
    valorUf: { fecha: '2030-01-31', valor: 38_500 },
    items: [item],
    lineas: [lineaArriendo],
    totales: totalesEjemplo,
    problemas: [],
    bloqueado: false,
  },
}

export const borradorBloqueado: EdpPreview = {
  ...borrador,
  calculo: {
    ...borrador.calculo,
    problemas: [
      {
        codigo: 'report-sin-firmar',
        bloqueante: true,
        mensaje:
          'El report RPT-000020 del 20-01-2030 de EX-01 está en borrador: debe firmarse o validarse antes de cobrar sus horas.',
        itemId: ITEM,
        activo,
        fecha: '2030-01-20',
        report: { id: REPORT, folio: 'RPT-000020', estado: 'borrador' },
      },
    ],
    bloqueado: true,
  },
}

export const edpRow: EdpRow = {
  id: EDP,
  numero: 7,
  folio: 'EDP-000007',
  contrato,
  obra,
  razonSocial,
  periodoDesde: '2030-01-01',
  periodoHasta: '2030-01-31',
  estado: 'revision-comercial-1',
  estadoDesde: NOW,
  revision: 1,
  moneda: 'UF',
  ...totalesEjemplo,
  ordenCompra: 'OC-778',
  hes: null,
  factura: null,
  version: 1,
  creadoEn: NOW,
  actualizadoEn: NOW,
}

const usuario = { id: USUARIO, nombre: 'Camila Rojas' }

/** The stored worked example in `estado` (its history up to there). */
export function edpEn(estado: EstadoEdp, extra: Partial<EdpDetail> = {}): EdpDetail {
  return {
    ...edpRow,
    estado,
    valorUf: { fecha: '2030-01-31', valor: 38_500 },
    lineas: [{ ...lineaArriendo, lineaId: LINEA_GUARDADA, posicion: 0, origen: 'calculada' }],
    items: [item],
    problemas: [],
    historial: [
      {
        id: '1d9c8b7a-6f5e-4d4c-9b3a-1f0e9d8c7b6a',
        revision: 1,
        accion: 'crear',
        desde: null,
        hacia: 'revision-comercial-1',
        usuario,
        origen: 'comercial',
        en: NOW,
        comentario: null,
        observacionesLineas: [],
      },
    ],
    revisiones: [],
    creadoPor: usuario,
    actualizadoPor: usuario,
    ...extra,
  }
}

export const conteos: EdpConteos = {
  porEstado: {
    'revision-comercial-1': 3,
    'revision-obra': 2,
    'observado-obra': 1,
    'revision-comercial-2': 0,
    'aprobado-obra': 5,
  },
  total: 11,
}

export const pagina = (items: EdpRow[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  nextCursor: null,
  prevCursor: null,
})

type Answer = { status?: number; body: unknown }

/**
 * The API answering `answers['GET /v1/edp/previsualizacion']` (method and path) or 404; every call
 * recorded with its full URL and body. A test may change `answers` before it acts.
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

/** The writes sent: method, path and parsed body. */
export const writes = (fetch: ReturnType<typeof fakeApi>['fetch']) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([input, init]) => ({
      method: init?.method,
      path: new URL(String(input)).pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }))

/** The GETs sent, as "/v1/edp?page=1…". */
export const reads = (fetch: ReturnType<typeof fakeApi>['fetch']) =>
  fetch.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
    .map(([input]) => {
      const url = new URL(String(input))
      return `${url.pathname}${url.search}`
    })
