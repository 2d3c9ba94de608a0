// The documents screen with the API answering: the asset's documents with their expiry badge and
// dates as Chile writes them; a download follows the URL the API issues; a file refused when its
// ticket is asked says why on its row; a delete sends the version that was read.
import type { DocumentoActivoRow } from '@cordillera/contracts'
import { settle } from '@cordillera/portal/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACTIVO, activoDetail, fakeApi } from '../activos/activos-fixture.ts'
import ActivoDocumentos from './activo-documentos.tsx'

const DOCUMENTO = '6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c'
const documento: DocumentoActivoRow = {
  id: DOCUMENTO,
  activoId: ACTIVO,
  tipo: 'revision-tecnica',
  numero: 'RT-88123',
  fechaEmision: '2025-05-01',
  vence: '2026-05-01',
  estadoVencimiento: 'vencido',
  observaciones: null,
  archivo: { nombre: 'revision 2025.pdf', tipo: 'application/pdf', bytes: 245_760 },
  version: 3,
  creadoEn: '2026-05-14T13:30:00.000Z',
  actualizadoEn: '2026-05-14T13:30:00.000Z',
}

const docs = `/v1/activos/${ACTIVO}/documentos`
const { api, fetch } = fakeApi({
  [`GET /v1/activos/${ACTIVO}`]: { body: activoDetail },
  [`GET ${docs}`]: { body: { items: [documento] } },
  [`GET ${docs}/${DOCUMENTO}/descarga`]: {
    body: { url: '/v1/archivos/firma.1', expiresAt: '2026-05-14T13:31:00.000Z' },
  },
  [`DELETE ${docs}/${DOCUMENTO}`]: { status: 204, body: null },
  [`POST ${docs}/subidas`]: {
    status: 400,
    body: {
      error: {
        code: 'entrada_invalida',
        message: 'Los datos enviados no son válidos.',
        fields: { tipo: 'Solo se aceptan archivos PDF, JPEG, PNG o WebP.' },
      },
    },
  },
})

// The connection and the keys every screen reads, the shared screens (entity shells) included.
vi.mock('../../../../../../packages/portal/src/screens/use-portal-api.ts', () => ({
  useApi: () => api,
  useCan: () => () => true,
}))

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
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
  vi.restoreAllMocks()
})

async function render() {
  const Stub = createRoutesStub([{ path: '/activos/:id/documentos', Component: ActivoDocumentos }])
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={[`/activos/${ACTIVO}/documentos`]} />
      </QueryClientProvider>,
    )
  })
  await settle()
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (each) => each.getAttribute('aria-label') === name || each.textContent === name,
  )

async function click(element: HTMLElement | undefined) {
  if (!element) throw new Error('nothing to click')
  await act(async () => {
    element.click()
  })
  await settle()
}

describe('ActivoDocumentos', () => {
  it('names the asset and lists its documents with dates, badge and file', async () => {
    await render()
    expect(container.querySelector('h1')?.textContent).toBe('Documentos de CT-003')
    expect(container.textContent).toContain('1 vencido')
    const row = container.querySelector(`tr[data-documento="${DOCUMENTO}"]`)?.textContent ?? ''
    expect(row).toContain('Revisión técnica')
    expect(row).toContain('RT-88123')
    expect(row).toContain('01-05-2025')
    expect(row).toContain('01-05-2026')
    expect(row).toContain('Vencido')
    expect(row).toContain('revision 2025.pdf')
    expect(row).toContain('240 KB')
  })

  it('downloads by following the URL the API issues, made absolute', async () => {
    const followed: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push(this.href)
    })
    await render()
    await click(button('Descargar Revisión técnica RT-88123'))
    expect(followed).toEqual(['http://api.test/v1/archivos/firma.1'])
  })

  it('says on the file’s row why a file is refused before it is sent', async () => {
    await render()
    await click(button('Agregar documento'))
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')
    if (!input) throw new Error('no file input')
    // Renamed .pdf, it passes the field's check by name (and is declared a PDF by it); the
    // API's refusal is what the row shows.
    const file = new File(['MZ'], 'setup.pdf', { type: 'application/x-msdownload' })
    Object.defineProperty(input, 'files', { value: [file], configurable: true })
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await settle()
    const alert = [...document.querySelectorAll('[role="alert"]')].map((each) => each.textContent)
    expect(alert).toContain('Solo se aceptan archivos PDF, JPEG, PNG o WebP.')
    const [url, init] = fetch.mock.calls.at(-1) as [string, RequestInit]
    expect(url).toBe(`http://api.test${docs}/subidas`)
    expect(JSON.parse(String(init.body))).toEqual({
      nombre: 'setup.pdf',
      bytes: 2,
      tipo: 'application/pdf',
    })
  })

  it('deletes after confirming, with the version that was read', async () => {
    await render()
    await click(button('Eliminar Revisión técnica RT-88123'))
    expect(document.body.textContent).toContain('¿Eliminar Revisión técnica RT-88123?')
    await click(button('Eliminar'))
    const deleted = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')
    expect(String(deleted?.[0])).toBe(`http://api.test${docs}/${DOCUMENTO}?version=3`)
  })
})
