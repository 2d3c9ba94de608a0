// What the operators' screens' tests answer for the API — operators free and busy, assets on rent
// with and without operators — through the real data client over a fake fetch, so the answers are
// parsed by the routes' own schemas as in the browser; a screen mounted at its URL beside the
// operators list (where every assignment screen ends), and the gestures the tests make.
import type {
  ActivoAsignable,
  AsignacionOperadorDetail,
  OpcionesAsignacionOperador,
  OperadorOpcion,
  OperadorRow,
} from '@cordillera/contracts'
import { createConnection } from '@cordillera/data-client'
import { settle } from '@cordillera/portal/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { createRoutesStub } from 'react-router'
import { vi } from 'vitest'

export { settle }

export const ANA = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'
export const BETO = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e'
export const CARLA = '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f'
export const EX = '4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f8a'
export const CT = '5e6f7a8b-9c0d-4e1f-8a2b-4c5d6e7f8a9b'
export const CONTRATO = '6f7a8b9c-0d1e-4f2a-9b3c-5d6e7f8a9b0c'
export const OBRA = '7a8b9c0d-1e2f-4a3b-8c4d-6e7f8a9b0c1d'
export const ASIGNACION_ANA = '8b9c0d1e-2f3a-4b4c-9d5e-7f8a9b0c1d2e'
export const ASIGNACION_NUEVA = '9c0d1e2f-3a4b-4c5d-8e6f-8a9b0c1d2e3f'
const NOW = '2026-05-14T13:30:00.000Z'

const obra = { id: OBRA, codigo: 'OB-0007', nombre: 'Edificio Central' }
const contrato = { id: CONTRATO, folio: 'CON-000045' }

export const operadorRow = (over: Partial<OperadorRow> = {}): OperadorRow => ({
  id: ANA,
  trabajadorId: '0d1e2f3a-4b5c-4d6e-9f7a-9b0c1d2e3f4a',
  nombre: 'Ana Soto Rojas',
  nombres: 'Ana',
  apellidos: 'Soto Rojas',
  rut: '12345678-5',
  licenciaClase: 'D',
  certificaciones: ['Rigger', 'Trabajo en altura'],
  trabajadorActivo: true,
  asignacion: {
    id: ASIGNACION_ANA,
    activo: { id: EX, codigo: 'EX-012', tipo: 'Excavadora' },
    obra,
    contrato,
    desde: '2026-04-01',
    hasta: null,
    origen: 'asignacion',
  },
  usuario: { id: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b', email: 'ana.soto@cordillera.cl' },
  ultimoReport: '2026-05-13',
  reportsPorFirmar: 2,
  version: 1,
  creadoEn: NOW,
  actualizadoEn: NOW,
  ...over,
})

export const operadoresPage = {
  items: [
    operadorRow(),
    operadorRow({
      id: BETO,
      nombre: 'Beto Díaz Muñoz',
      nombres: 'Beto',
      apellidos: 'Díaz Muñoz',
      rut: '9876543-3',
      licenciaClase: 'A4',
      certificaciones: [],
      trabajadorActivo: false,
      asignacion: null,
      usuario: null,
      ultimoReport: null,
      reportsPorFirmar: 0,
    }),
  ],
  total: 2,
  page: 1,
  pageSize: 25,
  nextCursor: null,
  prevCursor: null,
}

export const libre = (id: string, nombre: string): OperadorOpcion => ({
  id,
  nombre,
  rut: '11111111-1',
  licenciaClase: 'D',
  certificaciones: ['Rigger'],
  asignacion: null,
})

const anaEnEx = {
  asignacionId: ASIGNACION_ANA,
  operador: { id: ANA, nombre: 'Ana Soto Rojas' },
  desde: '2026-04-01',
  hasta: null,
  origen: 'asignacion',
  version: 3,
} as const

export const exConAna: ActivoAsignable = {
  id: EX,
  codigo: 'EX-012',
  tipo: 'Excavadora',
  contrato,
  obra,
  fechaEntrega: '2026-03-20',
  conOperador: true,
  operadores: [anaEnEx],
}

export const ctSinOperador: ActivoAsignable = {
  id: CT,
  codigo: 'CT-003',
  tipo: 'Camión tolva',
  contrato,
  obra,
  fechaEntrega: '2026-03-25',
  conOperador: false,
  operadores: [],
}

export const opcionesAsignar: OpcionesAsignacionOperador = {
  hoy: '2026-05-14',
  operadores: [libre(BETO, 'Beto Díaz Muñoz'), libre(CARLA, 'Carla Vera Paz')],
  activos: [ctSinOperador],
}

export const opcionesConOperador: OpcionesAsignacionOperador = {
  hoy: '2026-05-14',
  operadores: [libre(BETO, 'Beto Díaz Muñoz'), libre(CARLA, 'Carla Vera Paz')],
  activos: [exConAna],
}

export const opcionesRetiro: OpcionesAsignacionOperador = {
  hoy: '2026-05-14',
  operadores: [
    {
      ...libre(ANA, 'Ana Soto Rojas'),
      asignacion: {
        id: ASIGNACION_ANA,
        activo: { id: EX, codigo: 'EX-012' },
        obra,
        contrato,
        desde: '2026-04-01',
        hasta: null,
        version: 3,
      },
    },
  ],
  activos: [exConAna],
}

/** The API's answer to a write: the assignment of `operador` on `activo`. */
export const asignacionAnswer = (
  over: Partial<AsignacionOperadorDetail> = {},
): AsignacionOperadorDetail => ({
  id: ASIGNACION_NUEVA,
  operador: { id: BETO, nombre: 'Beto Díaz Muñoz' },
  activo: { id: CT, codigo: 'CT-003', tipo: 'Camión tolva' },
  contrato,
  obra,
  desde: '2026-05-14',
  hasta: null,
  origen: 'asignacion',
  termino: null,
  reemplaza: null,
  observaciones: null,
  version: 1,
  creadoEn: NOW,
  actualizadoEn: NOW,
  creadoPor: { id: 'f2a3b4c5-d6e7-4f8a-9b0c-1d2e3f4a5b6c', nombre: 'Francisca Rojas' },
  actualizadoPor: { id: 'f2a3b4c5-d6e7-4f8a-9b0c-1d2e3f4a5b6c', nombre: 'Francisca Rojas' },
  ...over,
})

type Answer = { status?: number; body: unknown }

/**
 * The API answering `answers['GET /v1/operadores']` (method and path) or 404; every call
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

/** The URLs fetched, in order. */
export const calledUrls = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.map(([input]) => new URL(String(input)))

/** The bodies POSTed to `path`. */
export const postedTo = (fetch: { mock: { calls: unknown[][] } }, path: string) =>
  fetch.mock.calls
    .filter(([input, init]) => {
      const method = (init as RequestInit | undefined)?.method
      return method === 'POST' && new URL(String(input)).pathname === path
    })
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)))

/** A screen at `url` (its route at `path`), beside the operators list it returns to. */
export async function mountScreen(path: string, Component: ComponentType, url: string) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  const Stub = createRoutesStub([
    { path, Component },
    { path: '/operadores', Component: () => <p>Lista de operadores</p> },
  ])
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={[url]} />
      </QueryClientProvider>,
    )
  })
  await settle()
  return {
    container,
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}

/** Opens the combobox labelled `label` and picks the option whose text starts with `option`. */
export async function pick(container: HTMLElement, label: string, option: string) {
  const labelElement = [...container.querySelectorAll('label, span')].find(
    (element) => element.firstChild?.textContent === label,
  )
  const input = [...container.querySelectorAll<HTMLInputElement>('input[role="combobox"]')].find(
    (element) => element.getAttribute('aria-labelledby') === labelElement?.id,
  )
  if (!input) throw new Error(`Sin selector ${label}`)
  await act(async () => input.click())
  await settle()
  const choice = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find((element) =>
    element.textContent?.startsWith(option),
  )
  if (!choice) throw new Error(`Sin opción ${option}`)
  await act(async () => choice.click())
  await settle()
}

/** Clicks the button whose text is `text`, and lets the screen answer. */
export async function press(container: HTMLElement, text: string) {
  const button = [...container.querySelectorAll('button')].find(
    (element) => element.textContent === text,
  )
  if (!button) throw new Error(`Sin botón ${text}`)
  await act(async () => button.click())
  await settle()
}

/** The field messages shown, in order. */
export const fieldErrors = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-slot="field-error"]')].map((error) => error.textContent)
