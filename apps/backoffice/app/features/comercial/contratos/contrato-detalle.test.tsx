// A contract's detail says what is pending: the notice over the page, and on each asset the open
// request about it; its tarifas are in the contract's moneda and unidad; its requests link to
// the list filtered by it; the four requests are offered only while it is vigente.
import { emptySession } from '@cordillera/contracts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ContratoDetalle from './contrato-detalle.tsx'
import { CONTRATO, contratoDetail, fakeApi, installDomShims } from './contratos-fixture.ts'

const { api, answers } = fakeApi({})

vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
  useCan: () => () => true,
}))
// Buttons to a route (RouteLinkButton) read the session's keys themselves: a user with every key.
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => ({ ...emptySession, su: true }),
}))

installDomShims()

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

async function renderDetail(body: unknown) {
  answers[`GET /v1/contratos/${CONTRATO}`] = { body }
  const Stub = createRoutesStub([{ path: '/contratos/:id', Component: ContratoDetalle }])
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={[`/contratos/${CONTRATO}`]} />
      </QueryClientProvider>,
    )
  })
  for (let i = 0; i < 10; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
}

const links = () =>
  [...container.querySelectorAll('a')].map((anchor) => ({
    text: anchor.textContent,
    href: anchor.getAttribute('href'),
  }))

describe('ContratoDetalle', () => {
  it('shows what is pending, the tarifas in its moneda and the ways to raise requests', async () => {
    await renderDetail(contratoDetail)
    const text = container.textContent ?? ''
    expect(container.querySelector('h1')?.textContent).toBe('Contrato CON-000045')
    expect(text).toContain(
      '1 solicitud pendiente: el contrato cambiará cuando logística la complete.',
    )
    expect(text).toContain('Pendiente: Retiro parcial SOL-000012')
    expect(text).toContain('$850.000 / mes')
    expect(text).toContain('En arriendo')
    expect(text).toContain('10-04-2026')
    expect(links()).toEqual(
      expect.arrayContaining([
        { text: 'Solicitar adición', href: `/contratos/${CONTRATO}/adicion` },
        { text: 'Solicitar cambio', href: `/contratos/${CONTRATO}/cambio` },
        { text: 'Solicitar retiro parcial', href: `/contratos/${CONTRATO}/retiro-parcial` },
        { text: 'Solicitar cierre', href: `/contratos/${CONTRATO}/cierre-contrato` },
        { text: 'Ver en solicitudes', href: `/solicitudes?f.contratoId=${CONTRATO}` },
      ]),
    )
  })

  it('offers no requests once terminado', async () => {
    await renderDetail({ ...contratoDetail, estado: 'terminado', solicitudesPendientes: 0 })
    expect(links().some((link) => link.text?.startsWith('Solicitar'))).toBe(false)
    expect(container.textContent).not.toContain('pendiente:')
    expect(container.textContent).toContain('Terminado')
  })

  it('offers no other request while its cierre is open, and says why', async () => {
    const cierre = {
      id: '3f1d2a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b',
      folio: 'SOL-000077',
      tipo: 'cierre',
      origen: 'comercial',
      estado: 'aprobada',
      fechaRequerida: '2026-05-30',
      creadoEn: '2026-05-20T15:00:00.000Z',
    }
    await renderDetail({ ...contratoDetail, solicitudes: [cierre, ...contratoDetail.solicitudes] })
    expect(links().some((link) => link.text?.startsWith('Solicitar'))).toBe(false)
    expect(container.textContent).toContain(
      'El cierre SOL-000077 está en curso: el contrato no admite otras solicitudes mientras siga abierto.',
    )
  })

  it('shows what its EDPs are computed from and offers to create one', async () => {
    const [primero, ...resto] = contratoDetail.items
    await renderDetail({
      ...contratoDetail,
      climaNoCobrable: true,
      precioCombustible: 1250,
      items: [
        { ...primero, descuentoPct: 7.5, conOperador: true, tarifaOperador: 95000 },
        ...resto,
      ],
    })
    const text = container.textContent ?? ''
    expect(text).toContain('7,5 %')
    expect(text).toContain('Con operador: $95.000 / día')
    expect(text).toContain('No se cobran (detenido por clima)')
    expect(text).toContain('$1.250 / litro')
    expect(links()).toEqual(
      expect.arrayContaining([
        { text: 'Crear EDP', href: `/contratos/${CONTRATO}/edp/crear` },
        { text: 'Ver los EDP del contrato', href: `/edp-generados?f.contratoId=${CONTRATO}` },
      ]),
    )
  })
})
