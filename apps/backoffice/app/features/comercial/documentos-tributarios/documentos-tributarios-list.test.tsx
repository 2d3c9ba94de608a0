// The issued documents' list as comercial reads it: newest first from the API, a factura's and a
// guía's row (tipo, folio, receptor, total, estado de envío, the EDP or the asset linked), the
// period and the column filters sent to the API, and a row's "Descargar XML" / "Descargar PDF"
// saving the API's file under its name.
import { emptySession, PERMISSION_KEYS } from '@cordillera/contracts'
import { fakeApi, mountScreen, reads, settle } from '@cordillera/portal/testing'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FACTURA, factura, guia, pagina } from './documentos-tributarios-fixture.ts'
import DocumentosTributariosList from './documentos-tributarios-list.tsx'

const { api, fetch, answers } = fakeApi()

vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
  useCan: () => () => true,
}))
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => ({
    ...emptySession,
    sesionIniciada: true,
    tipo: 'cordillera',
    permisos: [...PERMISSION_KEYS],
  }),
}))
// The browser saves the file; jsdom cannot: what would be saved is recorded.
const saved = vi.hoisted(() => [] as { name: string; text: Promise<string> }[])
vi.mock('@cordillera/ui/lib/export/download', () => ({
  downloadBlob: (blob: Blob, name: string) => saved.push({ name, text: blob.text() }),
}))

let screen: Awaited<ReturnType<typeof mountScreen>>

beforeEach(() => {
  fetch.mockClear()
  saved.length = 0
  for (const key of Object.keys(answers)) delete answers[key]
  answers['GET /v1/sii/documentos'] = { body: pagina([factura, guia]) }
})
afterEach(() => screen.unmount())

const render = async (url = '/documentos-tributarios') => {
  screen = await mountScreen('/documentos-tributarios', DocumentosTributariosList, url)
  return screen.container
}
const listReads = () => reads(fetch).filter((url) => url.startsWith('/v1/sii/documentos?'))
const rowWith = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('tbody tr')].find((tr) => tr.textContent?.includes(text))

describe('documentos-tributarios', () => {
  it('lists the issued documents newest first, each with its receptor, total, estado and origin', async () => {
    const container = await render()
    const sent = new URLSearchParams(listReads().at(-1)?.split('?')[1])
    expect(sent.get('sort')).toBe('fechaEmision')
    expect(sent.get('dir')).toBe('desc')
    const fila = rowWith(container, 'Factura electrónica')
    expect(fila?.textContent).toContain('123')
    expect(fila?.textContent).toContain('28-11-2026')
    expect(fila?.textContent).toContain('76.111.222-3')
    expect(fila?.textContent).toContain('Constructora Andes SpA')
    expect(fila?.textContent).toContain('$6.894.241')
    expect(fila?.querySelector('[data-estado-envio]')?.textContent).toBe('Listo para enviar')
    const edp = [...(fila?.querySelectorAll('a') ?? [])].find((a) => a.textContent === 'EDP-000007')
    expect(edp?.getAttribute('href')).toBe('/edp-generados?q=EDP-000007')
    const deGuia = rowWith(container, 'Guía de despacho electrónica')
    expect(deGuia?.querySelector('[data-estado-envio]')?.textContent).toBe('Aceptado')
    expect([...(deGuia?.querySelectorAll('a') ?? [])].map((a) => a.textContent)).toEqual(['EX-01'])
  })

  it("sends the URL's period and filters to the API", async () => {
    await render(
      '/documentos-tributarios?f.tipoDte=33&f.estadoEnvio=rechazado&f.desde=2026-11-01&f.hasta=2026-11-30&q=Andes',
    )
    const sent = new URLSearchParams(listReads().at(-1)?.split('?')[1])
    expect(Object.fromEntries(sent)).toMatchObject({
      tipoDte: '33',
      estadoEnvio: 'rechazado',
      desde: '2026-11-01',
      hasta: '2026-11-30',
      q: 'Andes',
    })
  })

  it("downloads a row's XML and PDF under the API's names", async () => {
    answers[`GET /v1/sii/documentos/${FACTURA}/xml`] = {
      body: '<EnvioDTE/>',
      type: 'application/xml',
      fileName: 'DTE-33-F000123.xml',
    }
    answers[`GET /v1/sii/documentos/${FACTURA}/pdf`] = {
      body: '%PDF-1.7',
      type: 'application/pdf',
      fileName: 'DTE-33-F000123.pdf',
    }
    const container = await render()
    for (const label of ['Descargar XML', 'Descargar PDF']) {
      const trigger = rowWith(container, 'Factura electrónica')?.querySelector<HTMLButtonElement>(
        'button[aria-label^="Acciones"]',
      )
      await act(async () => {
        trigger?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }))
        trigger?.click()
      })
      await settle()
      const item = [...document.querySelectorAll('[role="menuitem"]')].find(
        (element) => element.textContent === label,
      ) as HTMLElement | undefined
      expect(item, label).toBeTruthy()
      await act(async () => item?.click())
      await settle()
    }
    expect(saved.map((file) => file.name)).toEqual(['DTE-33-F000123.xml', 'DTE-33-F000123.pdf'])
    expect(await saved[0]?.text).toBe('<EnvioDTE/>')
  })
})
