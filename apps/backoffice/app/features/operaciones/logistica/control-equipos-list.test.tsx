// The assets on rent: by contract unless sorted otherwise, each with its obra, days on rent,
// horómetro and whether it is at the obra (where it is instead when at another one); the folio
// leads to the contract only for who may open it; a contract's filter reaches the API and the
// notice names it; the export is offered.
import type { PermissionKey } from '@cordillera/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ControlEquiposList from './control-equipos-list.tsx'
import {
  ACTIVO,
  CONTRATO,
  calledUrls,
  controlRows,
  fakeApi,
  mountScreen,
  OBRA,
  opcionesAnswer,
  pageOf,
} from './logistica-fixture.tsx'

const { api, fetch } = fakeApi({
  'GET /v1/control-equipos': pageOf(controlRows),
  'GET /v1/activos/opciones': opcionesAnswer,
})

let denied: readonly PermissionKey[] = []
// The connection and the keys every screen reads, its rows' links (RowLink) included.
vi.mock('../../../../../../packages/portal/src/screens/use-portal-api.ts', () => ({
  useApi: () => api,
  useCan: () => (key: PermissionKey | '') => key === '' || !denied.includes(key),
}))

let screen: Awaited<ReturnType<typeof mountScreen>>
const render = async (url: string) => {
  screen = await mountScreen('/control-equipos', ControlEquiposList, url)
  return screen.container
}

beforeEach(() => {
  fetch.mockClear()
  denied = []
})
afterEach(() => screen?.unmount())

const listCall = () =>
  calledUrls(fetch)
    .filter((url) => url.pathname === '/v1/control-equipos')
    .at(-1)
const rowOf = (container: HTMLElement, codigo: string) =>
  [...container.querySelectorAll('tbody tr')].find((tr) => tr.textContent?.includes(codigo))

describe('ControlEquiposList', () => {
  it('lists the assets on rent by contract, saying whether each one is at the obra', async () => {
    const container = await render('/control-equipos')
    expect(listCall()?.searchParams.get('sort')).toBe('contrato')
    const enObra = rowOf(container, 'CT-003')
    const text = enObra?.textContent ?? ''
    expect(text).toContain('CON-000045')
    expect(text).toContain('OB-0007 Edificio Central')
    expect(text).toContain('Constructora Andes SpA')
    expect(text).toContain('05-05-2026')
    expect(text).toContain('1.250,5 h')
    expect(text).toContain('Día')
    expect(enObra?.querySelector('[data-situacion="en-obra"]')?.textContent).toBe('En obra')
    const links = [...(enObra?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))
    expect(links).toEqual(
      expect.arrayContaining([
        `/contratos/${CONTRATO}`,
        `/activos/${ACTIVO}`,
        `/control-equipos?f.contratoId=${CONTRATO}`,
        `/control-equipos?f.obraId=${OBRA}`,
      ]),
    )
    const otra = rowOf(container, 'CT-009')
    expect(otra?.querySelector('[data-situacion="en-otra-obra"]')?.textContent).toBe('En otra obra')
    expect(otra?.textContent).toContain('OB-0009 Puente Maipo')
    const porDespachar = rowOf(container, 'CT-011')
    expect(porDespachar?.querySelector('[data-situacion]')?.textContent).toBe('Por despachar')
    expect(container.textContent).toContain('Exportar CSV')
  })

  it('shows the folio without a link to whoever may not open contracts', async () => {
    denied = ['comercial/detalle-contrato']
    const container = await render('/control-equipos')
    const links = [...(rowOf(container, 'CT-003')?.querySelectorAll('a') ?? [])].map((a) =>
      a.getAttribute('href'),
    )
    expect(links).not.toContain(`/contratos/${CONTRATO}`)
    expect(rowOf(container, 'CT-003')?.textContent).toContain('CON-000045')
  })

  it("sends the URL's contract and situación, and names the contract above the table", async () => {
    const container = await render(
      `/control-equipos?f.contratoId=${CONTRATO}&f.situacion=por-despachar`,
    )
    expect(listCall()?.searchParams.get('contratoId')).toBe(CONTRATO)
    expect(listCall()?.searchParams.get('situacion')).toBe('por-despachar')
    expect(container.textContent).toContain('Equipos del contrato CON-000045')
  })
})
