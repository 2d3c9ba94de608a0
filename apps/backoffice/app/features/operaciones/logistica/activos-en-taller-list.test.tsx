// The workshop: first in first unless sorted otherwise, each asset with its days there, why it
// entered, where from and who took it; the tipo of the URL reaches the API; "Registrar salida de
// taller" opens the asset's dialog, which offers only the salida (already chosen).
import { emptySession } from '@cordillera/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ActivosEnTallerList from './activos-en-taller-list.tsx'
import {
  ACTIVO,
  calledUrls,
  chooseRowAction,
  enTallerRow,
  fakeApi,
  mountScreen,
  opcionesAnswer,
  pageOf,
  TIPO,
} from './logistica-fixture.tsx'

const { api, fetch } = fakeApi({
  'GET /v1/activos-en-taller': pageOf([enTallerRow]),
  'GET /v1/activos/opciones': opcionesAnswer,
})

vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
  useCan: () => () => true,
}))
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  // Every key, as useCan above: the shared list screen reads the session's keys itself.
  useSession: () => ({ ...emptySession, nombreUsuario: 'Rodrigo Sepúlveda', su: true }),
}))

let screen: Awaited<ReturnType<typeof mountScreen>>
const render = async (url: string) => {
  screen = await mountScreen('/activos-en-taller', ActivosEnTallerList, url)
  return screen.container
}

beforeEach(() => {
  fetch.mockClear()
})
afterEach(() => screen?.unmount())

const listCall = () =>
  calledUrls(fetch)
    .filter((url) => url.pathname === '/v1/activos-en-taller')
    .at(-1)

describe('ActivosEnTallerList', () => {
  it('lists the workshop, those that entered first first, with why and where from', async () => {
    const container = await render('/activos-en-taller')
    expect(listCall()?.searchParams.get('sort')).toBe('estadoDesde')
    expect(listCall()?.searchParams.get('dir')).toBe('asc')
    const row = [...container.querySelectorAll('tbody tr')].find((tr) =>
      tr.textContent?.includes('CT-003'),
    )
    const cells = [...(row?.querySelectorAll('td') ?? [])].map((td) => td.textContent)
    expect(cells).toEqual(
      expect.arrayContaining([
        'Camión tolva',
        'Volvo FMX 460',
        '11-05-2026 10:00',
        '3',
        'Falla hidráulica',
        'OB-0007 Edificio Central',
        'Luis Rojas',
      ]),
    )
    expect(row?.querySelector('a')?.getAttribute('href')).toBe(`/activos/${ACTIVO}`)
  })

  it('sends the tipo of the URL', async () => {
    await render(`/activos-en-taller?f.tipoActivoId=${TIPO}&sort=codigo`)
    expect(listCall()?.searchParams.get('tipoActivoId')).toBe(TIPO)
  })

  it('records the salida from the row: the dialog offers only that, already chosen', async () => {
    const container = await render('/activos-en-taller')
    await chooseRowAction(container, 'CT-003 FMX 460', 'Registrar salida de taller')
    const dialog = document.body.querySelector<HTMLElement>('[role="dialog"]')
    expect(dialog?.textContent).toContain('Registrar movimiento de CT-003')
    expect(dialog?.textContent).toContain('Está en taller')
    const radios = [...(dialog?.querySelectorAll('[role="radio"]') ?? [])]
    expect(
      radios.map((radio) => dialog?.querySelector(`label[for="${radio.id}"]`)?.textContent),
    ).toEqual(['Salida de taller'])
    expect(radios[0]?.getAttribute('aria-checked')).toBe('true')
  })
})
