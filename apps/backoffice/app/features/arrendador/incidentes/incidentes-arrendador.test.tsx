// Operations' incidents screen over the real data client and a fake API: the list asks every
// lessor's newest first and links each folio to its incident; the incident shows its lessor and
// photos; "Cerrar" refuses an empty comment in Spanish without calling the API, and sends the
// comment with the version read.
import type { IncidenteDetail, IncidenteRow } from '@cordillera/contracts'
import { emptySession } from '@cordillera/contracts'
import { createConnection } from '@cordillera/data-client'
import { mountScreen, settle } from '@cordillera/portal/testing'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import IncidentesArrendador from './incidentes-arrendador.tsx'

const ID = '0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a60'
const ACTIVO = '4e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a64'
const PROVEEDOR = '2e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a62'
const FOTO = '5e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a65'

const row: IncidenteRow = {
  id: ID,
  numero: 12,
  folio: 'INC-000012',
  proveedor: { id: PROVEEDOR, razonSocial: 'Arriendos Sur SpA' },
  activo: { id: ACTIVO, codigo: 'EX-014', modelo: '320 GC' },
  obra: null,
  fecha: '2026-05-10',
  tipo: 'falla',
  descripcion: 'Pérdida de presión hidráulica en el brazo.',
  estado: 'en-revision',
  estadoDesde: '2026-05-11T12:00:00.000Z',
  fotosCount: 1,
  comentarioCierre: null,
  cerradoEn: null,
  version: 3,
  creadoEn: '2026-05-10T12:00:00.000Z',
  actualizadoEn: '2026-05-11T12:00:00.000Z',
}
const detail: IncidenteDetail = {
  ...row,
  fotos: [{ id: FOTO, archivo: { nombre: 'cabina.png', tipo: 'image/png', bytes: 2048 } }],
  cerradoPor: null,
  creadoPor: null,
  actualizadoPor: null,
}

type Call = { method: string; path: string; query: URLSearchParams; body: unknown }
const calls: Call[] = []
const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input))
  const method = init?.method ?? 'GET'
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
  calls.push({ method, path: url.pathname, query: url.searchParams, body })
  const json = (answer: unknown) =>
    new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } })
  if (url.pathname === '/v1/incidentes') {
    return json({
      items: [row],
      total: 1,
      page: 1,
      pageSize: 25,
      nextCursor: null,
      prevCursor: null,
    })
  }
  if (method === 'GET' && url.pathname === `/v1/incidentes/${ID}`) return json(detail)
  if (method === 'POST' && url.pathname === `/v1/incidentes/${ID}/cierre`) {
    return json({
      ...detail,
      estado: 'cerrado',
      comentarioCierre: body.comentario,
      cerradoEn: '2026-05-12T18:00:00.000Z',
      version: 4,
    })
  }
  return new Response(JSON.stringify({ error: { code: 'no_encontrado', message: 'No.' } }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  })
})
const api = createConnection({ baseUrl: 'http://api.test', getToken: async () => 't', fetch })

vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
  useCan: () => () => true,
}))
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => ({ ...emptySession, nombreUsuario: 'Rodrigo Sepúlveda', su: true }),
}))

let screen: Awaited<ReturnType<typeof mountScreen>>
beforeEach(() => {
  calls.length = 0
})
afterEach(() => {
  screen?.unmount()
  document.body.innerHTML = ''
})

async function settled() {
  for (let round = 0; round < 20; round += 1) {
    await settle()
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
}

const button = (name: string) => {
  const found = [...document.body.querySelectorAll('button')].filter(
    (b) => b.textContent?.trim() === name,
  )
  const last = found.at(-1)
  if (!last) throw new Error(`no button ${name}`)
  return last
}

describe('IncidentesArrendador', () => {
  it('lists every lessor’s incidents, newest first, each folio leading to its incident', async () => {
    screen = await mountScreen(
      '/incidentes-arrendador',
      IncidentesArrendador,
      '/incidentes-arrendador',
    )
    await settled()
    const list = calls.find((call) => call.path === '/v1/incidentes')
    expect(list?.query.get('sort')).toBe('fecha')
    expect(list?.query.get('dir')).toBe('desc')
    const cells = [...document.body.querySelectorAll('tbody td')].map((td) => td.textContent)
    expect(cells).toEqual(expect.arrayContaining(['INC-000012', 'Arriendos Sur SpA', 'Falla']))
    expect(document.body.querySelector('tbody a')?.getAttribute('href')).toBe(
      `/incidentes-arrendador?id=${ID}`,
    )
  })

  it('closes an incident with what was done, refusing an empty comment first', async () => {
    screen = await mountScreen(
      '/incidentes-arrendador',
      IncidentesArrendador,
      `/incidentes-arrendador?id=${ID}`,
    )
    await settled()
    expect(document.body.textContent).toContain('Incidente INC-000012')
    expect(document.body.textContent).toContain('cabina.png')
    await act(async () => button('Cerrar').click())
    await settled()
    await act(async () => button('Cerrar incidente').click())
    await settled()
    expect(document.body.textContent).toContain('Ingrese el comentario de cierre.')
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])

    const textarea = document.body.querySelector('textarea') as HTMLTextAreaElement
    await act(async () => {
      const set = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set
      set?.call(textarea, 'Se cambió la manguera del cilindro.')
      textarea.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => button('Cerrar incidente').click())
    await settled()
    const cierre = calls.find((call) => call.method === 'POST')
    expect(cierre?.path).toBe(`/v1/incidentes/${ID}/cierre`)
    expect(cierre?.body).toEqual({ comentario: 'Se cambió la manguera del cilindro.', version: 3 })
  })
})
