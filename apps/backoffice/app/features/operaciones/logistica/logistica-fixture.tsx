// What the logistics screens' tests answer for the API (through the real data client over a fake
// fetch, so the answers are parsed by the routes' own schemas) and how they mount a screen: one
// asset at an obra, one in the workshop, assets on rent in each situation. (The fleet's summary
// is comercial's: comercial/resumen-equipos/.)
import type { ActivoEnTallerRow, ControlEquipoRow, LogisticaActivoRow } from '@cordillera/contracts'
import { settle } from '@cordillera/portal/testing'
import { act } from 'react'
import { ACTIVO, MARCA, TIPO } from '../activos/activos-fixture.ts'

export { ACTIVO, fakeApi, opcionesAnswer, TIPO } from '../activos/activos-fixture.ts'

export const OBRA = '6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c'
export const OTRA_OBRA = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'
export const CONTRATO = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e'
export const FLOTA = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f'
const ACTIVO_2 = '4d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f8a'
const ACTIVO_3 = '5e6f7a8b-9c0d-4e1f-8a3b-4c5d6e7f8a9b'
const RAZON_SOCIAL = '6f7a8b9c-0d1e-4f2a-9b4c-5d6e7f8a9b0c'

const obra = { id: OBRA, codigo: 'OB-0007', nombre: 'Edificio Central' }
const otraObra = { id: OTRA_OBRA, codigo: 'OB-0009', nombre: 'Puente Maipo' }
const tipoActivo = { id: TIPO, nombre: 'Camión tolva' }

export const enObraRow: LogisticaActivoRow = {
  id: ACTIVO,
  codigo: 'CT-003',
  tipoActivo,
  marca: { id: MARCA, nombre: 'Volvo' },
  modelo: 'FMX 460',
  flota: null,
  estado: 'en-obra',
  estadoDesde: '2026-05-14T13:30:00.000Z',
  obraActual: obra,
  ultimoMovimiento: {
    tipo: 'despacho',
    fecha: '2026-05-14T13:30:00.000Z',
    guiaDespacho: 1234,
    responsable: 'Rodrigo Sepúlveda',
  },
  version: 4,
}

/** An asset de baja: no movement takes it anywhere. */
export const deBajaRow: LogisticaActivoRow = {
  ...enObraRow,
  id: ACTIVO_2,
  codigo: 'CT-009',
  estado: 'de-baja',
  estadoDesde: '2025-01-10T12:00:00.000Z',
  obraActual: null,
  ultimoMovimiento: null,
  version: 1,
}

export const enTallerRow: ActivoEnTallerRow = {
  id: ACTIVO,
  codigo: 'CT-003',
  tipoActivo,
  marca: { id: MARCA, nombre: 'Volvo' },
  modelo: 'FMX 460',
  estado: 'en-taller',
  estadoDesde: '2026-05-11T14:00:00.000Z',
  diasEnTaller: 3,
  ingreso: {
    observaciones: 'Falla hidráulica',
    desdeObra: obra,
    responsable: 'Luis Rojas',
  },
  version: 5,
}

const arriendo: ControlEquipoRow = {
  id: '7a8b9c0d-1e2f-4a3b-8c5d-6e7f8a9b0c1d',
  contrato: { id: CONTRATO, folio: 'CON-000045' },
  obra,
  razonSocial: { id: RAZON_SOCIAL, rut: '76543210-3', razonSocial: 'Constructora Andes SpA' },
  activo: {
    id: ACTIVO,
    codigo: 'CT-003',
    tipoActivo,
    estado: 'en-obra',
    obraActual: obra,
    horometro: 1250.5,
  },
  unidadCobro: 'dia',
  fechaEntrega: '2026-05-05',
  diasEnArriendo: 10,
  situacion: 'en-obra',
}

export const controlRows: ControlEquipoRow[] = [
  arriendo,
  {
    ...arriendo,
    id: '8b9c0d1e-2f3a-4b4c-9d6e-7f8a9b0c1d2e',
    activo: {
      ...arriendo.activo,
      id: ACTIVO_2,
      codigo: 'CT-009',
      obraActual: otraObra,
      horometro: 80,
    },
    situacion: 'en-otra-obra',
  },
  {
    ...arriendo,
    id: '9c0d1e2f-3a4b-4c5d-8e7f-8a9b0c1d2e3f',
    activo: {
      ...arriendo.activo,
      id: ACTIVO_3,
      codigo: 'CT-011',
      estado: 'disponible',
      obraActual: null,
      horometro: 0,
    },
    fechaEntrega: '2026-05-20',
    diasEnArriendo: 0,
    situacion: 'por-despachar',
  },
]

export const pageOf = (items: unknown[]) => ({
  body: { items, total: items.length, page: 1, pageSize: 25, nextCursor: null, prevCursor: null },
})

export { mountScreen, settle } from '@cordillera/portal/testing'

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

/** The URLs the screen asked the API for, in order. */
export const calledUrls = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.map(([input]) => new URL(String(input)))
