// Completing a request from the logistics queue: the dialog asks, per item, what moves — one
// asset and guía per unit an adición sends, the guía of a retiro only when the asset is at the
// obra — sends the API's own body, and shows the API's refusals under their lines.
import { emptySession, type SolicitudPendiente } from '@cordillera/contracts'
import { settle } from '@cordillera/portal/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../contratos/contratos-fixture.ts'
import { CompleteSolicitudDialog } from './complete-solicitud.tsx'

const { api, fetch, answers } = fakeApi({})

vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
  useCan: () => () => true,
}))
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => ({ ...emptySession, nombreUsuario: 'Rodrigo Sepúlveda' }),
}))

const SOLICITUD = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d'
const ITEM = '2b3c4d5e-6f7a-4b2c-9d3e-4f5a6b7c8d9e'
const CONTRATO = '3c4d5e6f-7a8b-4c3d-8e4f-5a6b7c8d9e0f'
const OBRA = '4d5e6f7a-8b9c-4d4e-9f5a-6b7c8d9e0f1a'
const TIPO = '5e6f7a8b-9c0d-4e5f-8a6b-7c8d9e0f1a2b'
const NOW = '2026-11-20T13:30:00.000Z'

const activo = (n: number) => ({
  id: `6f7a8b9c-0d1e-4f6a-9b7c-8d9e0f1a2b${String(n).padStart(2, '0')}`,
  codigo: `EX-0${n}`,
  modelo: '320',
  marca: 'Caterpillar',
  tipoActivo: { id: TIPO, nombre: 'Excavadora' },
  estado: 'disponible' as const,
  obraActual: null,
})
const obra = { id: OBRA, codigo: 'OB-0007', nombre: 'Edificio Central' }

const base = {
  id: SOLICITUD,
  numero: 41,
  folio: 'SOL-000041',
  origen: 'comercial',
  obra,
  contrato: { id: CONTRATO, folio: 'CON-000012' },
  estado: 'aprobada',
  estadoDesde: NOW,
  fechaRequerida: '2026-11-25',
  solicitante: null,
  itemsCount: 1,
  version: 2,
  creadoEn: NOW,
  actualizadoEn: NOW,
  comentarios: null,
  motivoRechazo: null,
  moneda: 'CLP',
  creadoPor: null,
  actualizadoPor: null,
} as const

const adicion: SolicitudPendiente = {
  ...base,
  tipo: 'adicion',
  items: [
    {
      id: ITEM,
      posicion: 0,
      tipoActivo: { id: TIPO, nombre: 'Excavadora' },
      cantidad: 2,
      contratoItem: null,
      unidadCobro: 'dia',
      tarifa: 120_000,
      conOperador: false,
      descripcion: null,
    },
  ],
  logistica: {
    contrato: {
      id: CONTRATO,
      folio: 'CON-000012',
      estado: 'vigente',
      fechaInicio: '2026-10-01',
      fechaTermino: null,
    },
    obra,
    tareas: [
      {
        solicitudItemId: ITEM,
        accion: 'despachar',
        cantidad: 2,
        tipoActivo: { id: TIPO, nombre: 'Excavadora' },
        contratoItemId: null,
        activoActual: null,
        enObra: false,
        enArriendo: false,
        candidatos: [activo(1), activo(2), activo(3)],
      },
    ],
  },
}

const enTaller = { ...activo(9), estado: 'en-taller' as const }
const retiro: SolicitudPendiente = {
  ...adicion,
  tipo: 'retiro-parcial',
  logistica: {
    ...adicion.logistica,
    tareas: [
      {
        solicitudItemId: ITEM,
        accion: 'retirar',
        cantidad: 1,
        tipoActivo: { id: TIPO, nombre: 'Excavadora' },
        contratoItemId: '7a8b9c0d-1e2f-4a7b-8c8d-9e0f1a2b3c4d',
        activoActual: enTaller,
        enObra: false,
        enArriendo: true,
        candidatos: [],
      },
    ],
  },
}

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  fetch.mockClear()
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

async function open(solicitud: SolicitudPendiente) {
  answers[`GET /v1/solicitudes-pendientes/${SOLICITUD}`] = { body: solicitud }
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <CompleteSolicitudDialog id={SOLICITUD} onClose={() => {}} />
      </QueryClientProvider>,
    )
  })
  await settle()
  const dialog = document.body.querySelector('[role="dialog"]')
  if (!dialog) throw new Error('Sin diálogo')
  return dialog as HTMLElement
}

const labels = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('label')].map((label) => label.textContent ?? '')

describe('CompleteSolicitudDialog', () => {
  it('asks an adición for one asset and one guía per unit', async () => {
    const dialog = await open(adicion)
    expect(dialog.textContent).toContain('Completar SOL-000041: adición')
    expect(dialog.textContent).toContain('Contrato CON-000012, obra OB-0007 Edificio Central')
    expect(dialog.textContent).toContain('Despachar 2 × Excavadora')
    expect(labels(dialog).filter((label) => label.startsWith('Activo '))).toEqual([
      'Activo 1',
      'Activo 2',
    ])
    expect(labels(dialog).filter((label) => label.startsWith('Guía de despacho'))).toHaveLength(2)
  })

  it('sends one line per unit and shows the API refusal under its line', async () => {
    answers[`POST /v1/solicitudes-pendientes/${SOLICITUD}/completar`] = {
      status: 400,
      body: {
        error: {
          code: 'entrada_invalida',
          message: 'Los datos enviados no son válidos.',
          fields: { 'lineas.1.activoId': 'Elija el activo que se despacha.' },
        },
      },
    }
    const dialog = await open(adicion)
    const submit = [...dialog.querySelectorAll('button')].find(
      (button) => button.textContent === 'Completar solicitud',
    )
    await act(async () => submit?.click())
    await settle()
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')
    const body = JSON.parse(String(post?.[1]?.body))
    expect(body.version).toBe(2)
    expect(body.responsable).toBe('Rodrigo Sepúlveda')
    expect(body.lineas).toEqual([
      { solicitudItemId: ITEM, activoId: null, guiaDespacho: null, guiaRetiro: null },
      { solicitudItemId: ITEM, activoId: null, guiaDespacho: null, guiaRetiro: null },
    ])
    expect(dialog.textContent).toContain('Elija el activo que se despacha.')
  })

  it('says an asset away from the obra has nothing to bring back, and asks no guía', async () => {
    const dialog = await open(retiro)
    expect(dialog.textContent).toContain('Retirar EX-09 · Caterpillar 320')
    expect(dialog.textContent).toContain('Está en taller: no hay nada que traer')
    expect(labels(dialog).some((label) => label.startsWith('Guía'))).toBe(false)
  })

  it('offers nothing to complete once the request is completed', async () => {
    const dialog = await open({ ...adicion, estado: 'completada' })
    expect(dialog.textContent).toContain(
      'Esta solicitud está completada: logística no tiene nada que completar.',
    )
    expect(
      [...dialog.querySelectorAll('button')].some(
        (button) => button.textContent === 'Completar solicitud',
      ),
    ).toBe(false)
  })
})
