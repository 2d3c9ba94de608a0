// What the reports' tests share: an operator's assignment and reports as the API answers them, and
// the real data client over a fake fetch whose answers are chosen per call (so every answer is
// parsed by the routes' own schemas, and every refusal arrives as the ApiRequestError it would be).
import type { OpcionesReport, ReportDetail, ReportRow } from '@cordillera/contracts'
import { createConnection } from '@cordillera/data-client'
import type { ReportValues } from '@cordillera/portal/screens'
import { vi } from 'vitest'

export const OPERADOR = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c40'
export const ACTIVO = '1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c41'
export const OBRA = '2a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c42'
export const CONTRATO = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c43'
export const REPORT = '4a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c44'
export const USUARIO = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c45'
export const RRHH = '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c46'
export const HOY = '2026-05-14'

export const opciones: OpcionesReport = {
  operador: { id: OPERADOR, nombre: 'Juan Carlos Pizarro Soto' },
  hoy: HOY,
  asignaciones: [
    {
      asignacionId: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c47',
      activo: { id: ACTIVO, codigo: 'EX-004', tipo: 'Excavadora' },
      obra: { id: OBRA, nombre: 'Edificio Parque Alcántara' },
      contrato: { id: CONTRATO, folio: 'CON-000012' },
      desde: '2026-04-01',
      hasta: null,
      ultimaLectura: 1250.5,
    },
  ],
}

export const valores: ReportValues = {
  activoId: ACTIVO,
  fecha: HOY,
  jornada: 'dia',
  horometroInicio: 1250.5,
  horometroFin: 1258.5,
  horasStandBy: 1,
  horasDetenidas: 0,
  motivoDetencion: null,
  viajes: null,
  cargas: null,
  combustibleLitros: 40,
  actividades: 'Excavación de zanjas en el eje 4',
  observaciones: null,
}

export const label = { equipo: 'EX-004 · Excavadora', obra: 'Edificio Parque Alcántara' }

/** A report as the API answers it: a borrador at version 1 unless told otherwise. */
export function reportDetail(overrides: Partial<ReportDetail> = {}): ReportDetail {
  return {
    id: REPORT,
    numero: 321,
    folio: 'RPT-000321',
    fecha: HOY,
    jornada: 'dia',
    operador: { id: OPERADOR, nombre: 'Juan Carlos Pizarro Soto' },
    activo: { id: ACTIVO, codigo: 'EX-004', tipo: 'Excavadora' },
    obra: { id: OBRA, nombre: 'Edificio Parque Alcántara' },
    contrato: { id: CONTRATO, folio: 'CON-000012' },
    horometroInicio: 1250.5,
    horometroFin: 1258.5,
    horasTrabajadas: 8,
    horasStandBy: 1,
    horasDetenidas: 0,
    estado: 'borrador',
    estadoDesde: '2026-05-14T12:00:00.000Z',
    observacion: null,
    firmadoEn: null,
    version: 1,
    creadoEn: '2026-05-14T12:00:00.000Z',
    actualizadoEn: '2026-05-14T12:00:00.000Z',
    motivoDetencion: null,
    viajes: null,
    cargas: null,
    combustibleLitros: 40,
    actividades: 'Excavación de zanjas en el eje 4',
    observaciones: null,
    claveSync: null,
    firmas: [],
    historial: [
      {
        en: '2026-05-14T12:00:00.000Z',
        usuario: { id: USUARIO, nombre: 'Juan Carlos Pizarro Soto' },
        texto: 'Creado',
        estado: 'borrador',
      },
    ],
    creadoPor: { id: USUARIO, nombre: 'Juan Carlos Pizarro Soto' },
    actualizadoPor: { id: USUARIO, nombre: 'Juan Carlos Pizarro Soto' },
    ...overrides,
  }
}

/** The row of a report, as a list answers it. */
export function reportRow(overrides: Partial<ReportRow> = {}): ReportRow {
  const {
    motivoDetencion: _m,
    viajes: _v,
    cargas: _c,
    combustibleLitros: _l,
    actividades: _a,
    observaciones: _o,
    claveSync: _k,
    firmas: _f,
    historial: _h,
    creadoPor: _cp,
    actualizadoPor: _ap,
    ...row
  } = reportDetail()
  return { ...row, ...overrides }
}

export type Answer = { status?: number; body?: unknown }
export type Call = { method: string; path: string; query: string; body: unknown }

/** The API's Spanish refusal, as its error body says it. */
export const refusal = (
  code: string,
  message: string,
  fields?: Record<string, string>,
): { error: { code: string; message: string; fields?: Record<string, string> } } => ({
  error: { code, message, ...(fields ? { fields } : {}) },
})

/**
 * The real client over a fake fetch: `answer(call)` decides each answer (undefined: 404);
 * `offline()` makes every call fail as a dropped connection does, `online()` undoes it.
 */
export function fakeApi(answer: (call: Call) => Answer | undefined) {
  let connected = true
  const calls: Call[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!connected) throw new TypeError('Failed to fetch')
    const url = new URL(String(input))
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    calls.push(call)
    const found = answer(call) ?? {
      status: 404,
      body: refusal('no_encontrado', 'No encontrado.'),
    }
    return new Response(JSON.stringify(found.body ?? null), {
      status: found.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  const api = createConnection({ baseUrl: 'http://api.test', getToken: async () => 't', fetch })
  return {
    api,
    fetch,
    calls,
    offline: () => {
      connected = false
    },
    online: () => {
      connected = true
    },
  }
}
