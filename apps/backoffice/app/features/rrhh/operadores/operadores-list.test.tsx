// HR's operators list: sorted by name unless asked, each row with its RUT, licence, the asset it
// runs today (linking to the asset and the contract for who may open them), its user, last report
// and reports to sign; a row offers "Crear report" and "Historial de reports" only to who holds
// their keys, and the header leads to the assignment screens each with its own key.
import { emptySession, PERMISSION_KEYS, type PermissionKey } from '@cordillera/contracts'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CONTRATO,
  calledUrls,
  EX,
  fakeApi,
  mountScreen,
  operadoresPage,
  settle,
} from './operadores-fixture.tsx'
import OperadoresList from './operadores-list.tsx'

const { api, fetch } = fakeApi({ 'GET /v1/operadores': { body: operadoresPage } })

let denied: readonly PermissionKey[] = []
// The connection and the keys every screen reads, the shared screens (entity shells) included.
vi.mock('../../../../../../packages/portal/src/screens/use-portal-api.ts', () => ({
  useApi: () => api,
  useCan: () => (key: PermissionKey | '') => key === '' || !denied.includes(key),
}))
// Buttons to a route (RouteLinkButton) read the session's keys themselves.
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => ({
    ...emptySession,
    sesionIniciada: true,
    tipo: 'cordillera',
    permisos: PERMISSION_KEYS.filter((key) => !denied.includes(key)),
  }),
}))

let screen: Awaited<ReturnType<typeof mountScreen>> | undefined
const render = async (url = '/operadores-lista') => {
  screen = await mountScreen('/operadores-lista', OperadoresList, url)
  return screen.container
}

beforeEach(() => {
  fetch.mockClear()
  denied = []
})
afterEach(() => {
  screen?.unmount()
  screen = undefined
})

const rowWith = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('tbody tr')].find((row) => row.textContent?.includes(text))

async function menuOf(container: HTMLElement, text: string) {
  const trigger = rowWith(container, text)?.querySelector<HTMLButtonElement>(
    'button[aria-label^="Acciones"]',
  )
  if (!trigger) return []
  await act(async () => {
    trigger.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }))
    trigger.click()
  })
  await settle()
  const items = [...document.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent)
  await act(async () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  })
  return items
}

describe('OperadoresList', () => {
  it('asks for the list by name and shows each operator’s assignment, user and reports', async () => {
    const container = await render()
    const url = calledUrls(fetch).find((each) => each.pathname === '/v1/operadores')
    expect(url?.searchParams.get('sort')).toBe('nombre')
    const ana = rowWith(container, 'Ana Soto Rojas')
    expect(ana?.textContent).toContain('12.345.678-5')
    expect(ana?.textContent).toContain('Clase D')
    expect(ana?.textContent).toContain('Rigger, Trabajo en altura')
    expect(ana?.textContent).toContain('EX-012')
    expect(ana?.textContent).toContain('OB-0007 Edificio Central')
    expect(ana?.textContent).toContain('CON-000045 · desde 01-04-2026')
    expect(ana?.textContent).toContain('ana.soto@cordillera.cl')
    expect(ana?.textContent).toContain('13-05-2026')
    expect([...(ana?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
      `/activos/${EX}`,
      `/contratos/${CONTRATO}`,
    ])
    const beto = rowWith(container, 'Beto Díaz Muñoz')
    expect(beto?.textContent).toContain('Sin asignación')
    expect(beto?.textContent).toContain('Ya no trabaja en la empresa')
  })

  it('offers the reports’ actions and the assignment screens to who holds their keys', async () => {
    const container = await render()
    expect(await menuOf(container, 'Ana Soto Rojas')).toEqual([
      'Crear report',
      'Historial de reports',
    ])
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(links).toEqual(
      expect.arrayContaining([
        '/operadores/asignar',
        '/operadores/cambio',
        '/operadores/adicion',
        '/operadores/retiro-parcial',
        '/rrhh/operadores-dashboard',
      ]),
    )
  })

  it('hides what the user may not open', async () => {
    denied = [
      'rrhh/crear-report',
      'rrhh/cambio-operador',
      'rrhh/retiro-operador',
      'operaciones/detalle-activo',
      'comercial/detalle-contrato',
    ]
    const container = await render()
    expect(await menuOf(container, 'Ana Soto Rojas')).toEqual(['Historial de reports'])
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(links).toContain('/operadores/asignar')
    expect(links).not.toContain('/operadores/cambio')
    expect(links).not.toContain('/operadores/retiro-parcial')
    expect(rowWith(container, 'Ana Soto Rojas')?.querySelector('a')).toBeNull()
  })

  it('sends the URL’s filters the route knows', async () => {
    await render('/operadores-lista?f.asignacion=sin&f.licenciaClase=A4&q=soto')
    const url = calledUrls(fetch).find((each) => each.pathname === '/v1/operadores')
    expect(url?.searchParams.get('asignacion')).toBe('sin')
    expect(url?.searchParams.get('licenciaClase')).toBe('A4')
    expect(url?.searchParams.get('q')).toBe('soto')
  })
})
