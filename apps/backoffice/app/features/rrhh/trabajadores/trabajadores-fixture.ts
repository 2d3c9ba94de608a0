// What the trabajadores screens' tests answer for the API: a worker who runs machines (row and
// detail, with a licence that expired), through the real data client over a fake fetch, so the
// answers are parsed by the routes' own schemas as in the browser.
import type { DocumentoTrabajadorRow, TrabajadorDetail, TrabajadorRow } from '@cordillera/contracts'
import { createConnection } from '@cordillera/data-client'
import { vi } from 'vitest'

export const TRABAJADOR = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
export const OPERADOR = '0b5e7a3c-0000-4000-8000-000000000001'
export const DOCUMENTO = '5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f'
export const USUARIO = '7d6e5f4a-3b2c-4d1e-9f0a-8b7c6d5e4f3a'
const NOW = '2026-05-14T13:30:00.000Z'

export const trabajadorRow: TrabajadorRow = {
  id: TRABAJADOR,
  rut: '16543210-K',
  nombres: 'Juan Carlos',
  apellidos: 'Pizarro Soto',
  cargo: 'Operador de maquinaria',
  fechaIngreso: '2019-03-04',
  telefono: '+56912345678',
  email: 'juan.pizarro0@cordillera.cl',
  activo: true,
  operador: { id: OPERADOR, licenciaClase: 'D' },
  version: 4,
  creadoEn: NOW,
  actualizadoEn: NOW,
}

export const licencia: DocumentoTrabajadorRow = {
  id: DOCUMENTO,
  trabajadorId: TRABAJADOR,
  tipo: 'licencia-conducir',
  clase: 'D',
  numero: 'LC-5521',
  fechaEmision: '2020-05-01',
  vence: '2026-05-01',
  estadoVencimiento: 'vencido',
  observaciones: null,
  archivo: { nombre: 'licencia.pdf', tipo: 'application/pdf', bytes: 102_400 },
  version: 2,
  creadoEn: NOW,
  actualizadoEn: NOW,
}

export const trabajadorDetail: TrabajadorDetail = {
  ...trabajadorRow,
  operador: {
    id: OPERADOR,
    licenciaClase: 'D',
    certificaciones: ['Rigger', 'Trabajo en altura'],
    usuario: { id: USUARIO, email: 'operador@cordillera.cl', nombre: 'Juan Carlos Pizarro Soto' },
    asignado: true,
  },
  documentos: [licencia],
  actualizadoEn: '2026-05-20T15:00:00.000Z',
  creadoPor: null,
  actualizadoPor: { id: USUARIO, nombre: 'Carolina Fuentes' },
}

export const page = (items: TrabajadorRow[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  nextCursor: null,
  prevCursor: null,
})

type Answer = { status?: number; body: unknown }

/**
 * The API answering `answers['GET /v1/trabajadores']` (method and path) or 404; every call
 * recorded. A test may change `answers` before it acts.
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

/** The calls made, as `METHOD url`. */
export const callsOf = (fetch: ReturnType<typeof fakeApi>['fetch']) =>
  fetch.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`)
