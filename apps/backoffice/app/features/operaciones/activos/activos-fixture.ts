// What the activos screens' tests answer for the API: one asset (row and detail), the options and
// the expiring count, through the real data client over a fake fetch, so the answers are parsed
// by the routes' own schemas as in the browser.
import type { ActivoDetail, ActivoRow } from '@cordillera/contracts'
import { createConnection } from '@cordillera/data-client'
import { vi } from 'vitest'

export const TIPO = '7c8a1d0e-2b3f-4a5c-8d6e-9f0a1b2c3d4e'
export const MARCA = '0b6f2d1e-5a4c-4e8b-9f3a-2c1d7e6b5a40'
export const ACTIVO = '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a'
const DOCUMENTO = '5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b'
const NOW = '2026-05-14T13:30:00.000Z'

export const activoRow: ActivoRow = {
  id: ACTIVO,
  codigo: 'CT-003',
  tipoActivo: { id: TIPO, nombre: 'Camión tolva' },
  marca: { id: MARCA, nombre: 'Volvo' },
  modelo: 'FMX 460',
  anio: 2020,
  patente: 'BCDF12',
  numeroSerie: 'YV2XTY0A1LB123456',
  horometro: 5320.5,
  estado: 'disponible',
  flota: null,
  propietario: null,
  obraActual: null,
  documentos: { vencidos: true, porVencer: false },
  version: 1,
  creadoEn: NOW,
  actualizadoEn: NOW,
}

export const activoDetail: ActivoDetail = {
  ...activoRow,
  estadoDesde: '2026-03-02T12:00:00.000Z',
  observaciones: null,
  documentosActivo: [
    {
      id: DOCUMENTO,
      tipo: 'revision-tecnica',
      numero: 'RT-88123',
      vence: '2026-05-01',
      estadoVencimiento: 'vencido',
    },
  ],
  documentosActivoTotal: 1,
  creadoPor: null,
  actualizadoPor: null,
}

type Answer = { status?: number; body: unknown }

/**
 * The API answering `answers['GET /v1/activos']` (method and path) or 404; every call recorded.
 * A test may change `answers` before it acts.
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

export const opcionesAnswer = {
  body: {
    tiposActivo: [{ id: TIPO, nombre: 'Camión tolva' }],
    marcas: [{ id: MARCA, nombre: 'Volvo' }],
    flotas: [],
    proveedores: [],
  },
}
