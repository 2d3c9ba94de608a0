// What HR's report screens' tests answer for the API — an operator with two assignments, his
// reports in each estado, a report signed twice (the older signature no longer matching) — through
// the real data client over a fake fetch, so the answers are parsed by the routes' own schemas as
// in the browser; and the few gestures the tests make (typing, clicking, a row's actions menu).
import type { OpcionesReport, ReportDetail, ReportRow } from '@cordillera/contracts'
import { createConnection } from '@cordillera/data-client'
import { settle } from '@cordillera/portal/testing'
import { act } from 'react'
import { vi } from 'vitest'

export const OPERADOR = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e'
export const REPORT = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f'
export const ACTIVO = '3d4e5f6a-7b8c-4d9e-8f1a-2b3c4d5e6f7a'
export const OTRO_ACTIVO = '4e5f6a7b-8c9d-4e0f-9a2b-3c4d5e6f7a8b'
export const OBRA = '5f6a7b8c-9d0e-4f1a-8b3c-4d5e6f7a8b9c'
const OTRA_OBRA = '6a7b8c9d-0e1f-4a2b-9c4d-5e6f7a8b9c0d'
const CONTRATO = '7b8c9d0e-1f2a-4b3c-8d5e-6f7a8b9c0d1e'
const OTRO_CONTRATO = '8c9d0e1f-2a3b-4c4d-9e6f-7a8b9c0d1e2f'
const USUARIO_OPERADOR = '9d0e1f2a-3b4c-4d5e-8f7a-8b9c0d1e2f3a'
const USUARIO_RRHH = '0e1f2a3b-4c5d-4e6f-9a8b-9c0d1e2f3a4b'
const FIRMA_NUEVA = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d'
const FIRMA_VIEJA = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e'
const NOW = '2026-05-14T13:30:00.000Z'

export const HASH_NUEVO = 'f3a9c2e17b4d5a6e8c9d0b1a2f3e4d5c6b7a8f9e0d1c2b3a4f5e6d7c8b9a0f1e'
export const HASH_VIEJO = '0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d'

export const opcionesAnswer: OpcionesReport = {
  operador: { id: OPERADOR, nombre: 'Juan Pérez Soto' },
  hoy: '2026-05-14',
  asignaciones: [
    {
      asignacionId: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f',
      activo: { id: ACTIVO, codigo: 'EX-012', tipo: 'Excavadora' },
      obra: { id: OBRA, nombre: 'Edificio Central' },
      contrato: { id: CONTRATO, folio: 'CON-000045' },
      desde: '2026-04-01',
      hasta: null,
      ultimaLectura: 1250.5,
    },
    {
      asignacionId: 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f7a',
      activo: { id: OTRO_ACTIVO, codigo: 'CT-003', tipo: 'Camión tolva' },
      obra: { id: OTRA_OBRA, nombre: 'Puente Maipo' },
      contrato: { id: OTRO_CONTRATO, folio: 'CON-000051' },
      desde: '2026-04-20',
      hasta: '2026-05-02',
      ultimaLectura: 5320,
    },
  ],
}

export const reportRow = (over: Partial<ReportRow> = {}): ReportRow => ({
  id: REPORT,
  numero: 321,
  folio: 'RPT-000321',
  fecha: '2026-05-13',
  jornada: 'dia',
  operador: { id: OPERADOR, nombre: 'Juan Pérez Soto' },
  activo: { id: ACTIVO, codigo: 'EX-012', tipo: 'Excavadora' },
  obra: { id: OBRA, nombre: 'Edificio Central' },
  contrato: { id: CONTRATO, folio: 'CON-000045' },
  horometroInicio: 1242,
  horometroFin: 1249.5,
  horasTrabajadas: 7.5,
  horasStandBy: 1,
  horasDetenidas: 0.5,
  estado: 'borrador',
  estadoDesde: NOW,
  observacion: null,
  firmadoEn: null,
  version: 3,
  creadoEn: NOW,
  actualizadoEn: NOW,
  ...over,
})

const operadorUsuario = { id: USUARIO_OPERADOR, nombre: 'Juan Pérez Soto' }
const rrhhUsuario = { id: USUARIO_RRHH, nombre: 'Carla Muñoz' }

export const reportDetail = (over: Partial<ReportDetail> = {}): ReportDetail => ({
  ...reportRow(),
  motivoDetencion: 'clima',
  viajes: 14,
  cargas: 28,
  combustibleLitros: 85.5,
  actividades: 'Excavación de zanjas para el alcantarillado, eje 4.',
  observaciones: 'Lluvia a media tarde.',
  claveSync: null,
  firmas: [],
  historial: [{ en: NOW, usuario: rrhhUsuario, texto: 'Creado', estado: 'borrador' }],
  creadoPor: rrhhUsuario,
  actualizadoPor: rrhhUsuario,
  ...over,
})

/** Signed twice: the newest signature matches the content, the first one no longer does. */
export const firmadoDetail = reportDetail({
  estado: 'firmado',
  firmadoEn: '2026-05-14T22:10:00.000Z',
  observacion: 'Faltaban las horas detenidas por la lluvia.',
  firmas: [
    {
      id: FIRMA_NUEVA,
      firmadoPor: operadorUsuario,
      firmadoEn: '2026-05-14T22:10:00.000Z',
      hash: HASH_NUEVO,
      imagenUrl: 'http://api.test/v1/archivos/firma-nueva',
      integridad: 'integra',
    },
    {
      id: FIRMA_VIEJA,
      firmadoPor: operadorUsuario,
      firmadoEn: '2026-05-13T23:00:00.000Z',
      hash: HASH_VIEJO,
      imagenUrl: 'http://api.test/v1/archivos/firma-vieja',
      integridad: 'alterada',
    },
  ],
  historial: [
    {
      en: '2026-05-14T22:10:00.000Z',
      usuario: operadorUsuario,
      texto: 'Firmado',
      estado: 'firmado',
    },
    {
      en: '2026-05-14T12:00:00.000Z',
      usuario: rrhhUsuario,
      texto: 'Puesto en observación: Faltaban las horas detenidas por la lluvia.',
      estado: 'en-observacion',
    },
    {
      en: '2026-05-13T23:00:00.000Z',
      usuario: operadorUsuario,
      texto: 'Firmado',
      estado: 'firmado',
    },
    {
      en: '2026-05-13T22:00:00.000Z',
      usuario: operadorUsuario,
      texto: 'Creado',
      estado: 'borrador',
    },
  ],
})

type Answer = { status?: number; body?: unknown }

/** The API's refusal as it travels: code, Spanish message and, for a 400, one message per field. */
export const refusal = (
  status: number,
  message: string,
  fields?: Record<string, string>,
): Answer => ({
  status,
  body: {
    error: {
      code: status === 400 ? 'entrada_invalida' : status === 404 ? 'no_encontrado' : 'conflicto',
      message,
      ...(fields ? { fields } : {}),
    },
  },
})

export function fakeApi(answers: Record<string, Answer>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`] ?? refusal(404, 'No existe.')
    const status = answer.status ?? 200
    return new Response(status === 204 ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  const api = createConnection({ baseUrl: 'http://api.test', getToken: async () => 't', fetch })
  return { api, fetch, answers }
}

export const pageOf = (items: unknown[]): Answer => ({
  body: { items, total: items.length, page: 1, pageSize: 25, nextCursor: null, prevCursor: null },
})

type FetchMock = { mock: { calls: unknown[][] } }

/** The calls made to `method path`, each with its URL and its JSON body. */
export const callsTo = (fetch: FetchMock, method: string, path: string) =>
  fetch.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input)),
      init: init as RequestInit | undefined,
    }))
    .filter(({ url, init }) => (init?.method ?? 'GET') === method && url.pathname === path)
    .map(({ url, init }) => ({
      url,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }))

export const buttons = (text: string, scope: ParentNode = document) =>
  [...scope.querySelectorAll('button')].filter((element) => element.textContent?.trim() === text)

export async function click(element: Element | null | undefined) {
  if (!element) throw new Error('Nada que pulsar')
  await act(async () => {
    ;(element as HTMLElement).click()
  })
  await settle()
}

/** The control a label (whose text starts with `label`) names. */
export function field(label: string, scope: ParentNode = document): HTMLElement {
  const found = [...scope.querySelectorAll('label')].find((element) =>
    element.textContent?.startsWith(label),
  )
  const control = found?.htmlFor ? document.getElementById(found.htmlFor) : null
  if (!control) throw new Error(`Sin campo ${label}`)
  return control
}

/** The message under a field, if any. */
export function fieldError(label: string, scope: ParentNode = document): string | null {
  const control = field(label, scope)
  const frame = control.closest('[data-slot="field"]')
  return frame?.querySelector('[data-slot="field-error"]')?.textContent ?? null
}

/** Types into an input or textarea as a person would (React sees an input event). */
export async function type(control: HTMLElement, text: string) {
  const prototype =
    control instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
  await act(async () => {
    setter?.call(control, text)
    control.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await settle()
}

/** Submits the screen's form. */
export async function submit(scope: ParentNode = document) {
  const form = scope.querySelector('form')
  if (!form) throw new Error('Sin formulario')
  await act(async () => {
    form.requestSubmit()
  })
  await settle()
}

/** The labels of a row's actions menu (the row named `name`); the menu is closed again. */
export async function rowActions(container: HTMLElement, name: string): Promise<string[]> {
  await openRowActions(container, name)
  const items = [...document.querySelectorAll('[role="menuitem"]')].map(
    (item) => item.textContent ?? '',
  )
  await act(async () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  })
  await settle()
  return items
}

/** Opens a row's actions menu and chooses `label`. */
export async function chooseRowAction(container: HTMLElement, name: string, label: string) {
  await openRowActions(container, name)
  const item = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
    (element) => element.textContent === label,
  )
  if (!item) throw new Error(`Sin la acción ${label}`)
  await act(async () => item.click())
  await settle()
}

async function openRowActions(container: HTMLElement, name: string) {
  const trigger = [...container.querySelectorAll('button')].find(
    (button) => button.getAttribute('aria-label') === `Acciones de ${name}`,
  )
  if (!trigger) throw new Error(`Sin acciones para ${name}`)
  await act(async () => {
    trigger.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }))
    trigger.click()
  })
  await settle()
}
