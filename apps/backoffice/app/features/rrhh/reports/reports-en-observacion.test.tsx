// HR's queue of reports en observación: every operator's, each with what must be corrected, its
// folio leading to the edit screen and the operator to his history with the report open; the
// operador and obra of the URL reach the API.
import { emptySession, type PermissionKey } from '@cordillera/contracts'
import { mountScreen } from '@cordillera/portal/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ReportsEnObservacion from './reports-en-observacion.tsx'
import {
  callsTo,
  fakeApi,
  OBRA,
  OPERADOR,
  pageOf,
  REPORT,
  reportRow,
  rowActions,
} from './reports-fixture.ts'

const { api, fetch } = fakeApi({
  'GET /v1/reports/en-observacion': pageOf([
    reportRow({
      estado: 'en-observacion',
      observacion: 'Faltan las horas detenidas por la lluvia.',
      estadoDesde: '2026-05-14T12:00:00.000Z',
    }),
  ]),
})
const session: { permisos: PermissionKey[] } = { permisos: [] }

vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
}))
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => ({
    ...emptySession,
    sesionIniciada: true,
    tipo: 'cordillera',
    permisos: session.permisos,
  }),
}))

let screen: Awaited<ReturnType<typeof mountScreen>> | undefined
afterEach(() => {
  screen?.unmount()
  screen = undefined
})
beforeEach(() => {
  fetch.mockClear()
  session.permisos = ['rrhh/editar-report', 'rrhh/detalle-report']
})

const render = async (search = '') => {
  screen = await mountScreen(
    '/reports/en-observacion',
    ReportsEnObservacion,
    `/reports/en-observacion${search}`,
  )
  return screen.container
}
const lastList = () => callsTo(fetch, 'GET', '/v1/reports/en-observacion').at(-1)?.url.searchParams

describe('ReportsEnObservacion', () => {
  it('lists each report with its comentario, linking to its edit screen and the history', async () => {
    const container = await render()
    expect(lastList()?.get('sort')).toBe('fecha')
    const row = container.querySelector('tbody tr')
    const text = row?.textContent ?? ''
    expect(text).toContain('Juan Pérez Soto')
    expect(text).toContain('Faltan las horas detenidas por la lluvia.')
    expect(text).toContain('14-05-2026 08:00')
    const links = Object.fromEntries(
      [...(row?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]),
    )
    expect(links['RPT-000321']).toBe(`/operadores/${OPERADOR}/report/${REPORT}`)
    expect(links['Juan Pérez Soto']).toBe(
      `/operadores/${OPERADOR}/historial-report?report=${REPORT}`,
    )
    expect(await rowActions(container, 'RPT-000321 de Juan Pérez Soto')).toEqual([
      'Corregir',
      'Ver en el historial del operador',
    ])
  })

  it("without the history's key the operator is not a link nor an action", async () => {
    session.permisos = ['rrhh/editar-report']
    const container = await render()
    const row = container.querySelector('tbody tr')
    expect([...(row?.querySelectorAll('a') ?? [])].map((a) => a.textContent)).toEqual([
      'RPT-000321',
    ])
    expect(await rowActions(container, 'RPT-000321 de Juan Pérez Soto')).toEqual(['Corregir'])
  })

  it('sends the operador and obra of the URL', async () => {
    await render(`?f.operadorId=${OPERADOR}&f.obraId=${OBRA}`)
    expect(lastList()?.get('operadorId')).toBe(OPERADOR)
    expect(lastList()?.get('obraId')).toBe(OBRA)
  })
})
