// @vitest-environment jsdom
// The tickets' shared screens as a user of any portal sees them, over the real data client and a
// fake API: "Nuevo ticket" refuses what the API's schema refuses (in its words) without calling it,
// sends the ticket and opens it; "Mis tickets" shows the user's tickets as cards (phones) or as a
// table (backoffice), each opening its ticket, and narrows the cards to an estado through the URL;
// "Mi ticket" shows the conversation (Soporte's answers marked, a change of estado, the files),
// sends a comment, closes or reopens a resolved ticket while its window lasts, takes no comment
// once closed, and says a ticket that is not the user's does not exist.
import '@testing-library/jest-dom/vitest'
import {
  emptySession,
  type Session,
  type TicketDetail,
  type TicketRow,
} from '@cordillera/contracts'
import { createConnection } from '@cordillera/data-client'
import { Toaster } from '@cordillera/ui/components/toaster'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountScreen, settle } from '../../testing/screen-harness.tsx'
import MiTicket from './mi-ticket.tsx'
import MisTicketsCards from './mis-tickets-cards.tsx'
import MisTicketsTable from './mis-tickets-table.tsx'
import NuevoTicket from './nuevo-ticket.tsx'

// What jsdom lacks and the kit's selects (Radix) call when opened.
Element.prototype.hasPointerCapture ??= () => false
Element.prototype.setPointerCapture ??= () => {}
Element.prototype.releasePointerCapture ??= () => {}
Element.prototype.scrollIntoView ??= () => {}

const ID = '7a1d2c3b-4a59-4687-9a0b-1c2d3e4f5a61'
const YO = '8b1d2c3b-4a59-4687-9a0b-1c2d3e4f5a62'
const SOPORTE = '9c1d2c3b-4a59-4687-9a0b-1c2d3e4f5a63'
const ADJUNTO = 'ad1d2c3b-4a59-4687-9a0b-1c2d3e4f5a64'
const RESPUESTA = 'be1d2c3b-4a59-4687-9a0b-1c2d3e4f5a65'
const CAMBIO = 'cf1d2c3b-4a59-4687-9a0b-1c2d3e4f5a66'
const CAPTURA = 'd01d2c3b-4a59-4687-9a0b-1c2d3e4f5a67'

const row: TicketRow = {
  id: ID,
  numero: 42,
  folio: 'TCK-000042',
  asunto: 'No puedo descargar el PDF',
  categoria: 'estados-de-pago',
  prioridad: 'alta',
  estado: 'en-progreso',
  estadoDesde: '2026-05-11T14:00:00.000Z',
  solicitante: {
    id: YO,
    nombre: 'Arriendos Sur SpA',
    email: 'proveedor@arriendos-sur.cl',
    tipo: 'arrendador',
  },
  asignado: { id: SOPORTE, nombre: 'Camila Soporte' },
  comentariosCount: 2,
  ultimoComentarioEn: '2026-05-11T14:00:00.000Z',
  resueltoEn: null,
  reabribleHasta: null,
  cerradoEn: null,
  version: 3,
  creadoEn: '2026-05-10T12:00:00.000Z',
  actualizadoEn: '2026-05-11T14:00:00.000Z',
}
const detail: TicketDetail = {
  ...row,
  descripcion: 'Al pulsar PDF no pasa nada.',
  adjuntos: [{ id: CAPTURA, archivo: { nombre: 'captura.png', tipo: 'image/png', bytes: 68 } }],
  comentarios: [
    {
      id: CAMBIO,
      autor: { id: SOPORTE, nombre: 'Camila Soporte' },
      esSolicitante: false,
      texto: null,
      estado: 'en-progreso',
      adjuntos: [],
      creadoEn: '2026-05-11T13:00:00.000Z',
    },
    {
      id: RESPUESTA,
      autor: { id: SOPORTE, nombre: 'Camila Soporte' },
      esSolicitante: false,
      texto: 'Pruebe de nuevo: corregimos el enlace.',
      estado: null,
      adjuntos: [
        { id: ADJUNTO, archivo: { nombre: 'pasos.pdf', tipo: 'application/pdf', bytes: 900 } },
      ],
      creadoEn: '2026-05-11T14:00:00.000Z',
    },
  ],
  creadoPor: { id: YO, nombre: 'Arriendos Sur SpA' },
  actualizadoPor: { id: SOPORTE, nombre: 'Camila Soporte' },
}
const page = (items: TicketRow[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
  nextCursor: null,
  prevCursor: null,
})

type Answer = { status?: number; body: unknown }
let answers: Record<string, Answer> = {}
const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input))
  const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`] ?? {
    status: 404,
    body: { error: { code: 'no_encontrado', message: 'El ticket no existe.' } },
  }
  return new Response(JSON.stringify(answer.body), {
    status: answer.status ?? 200,
    headers: { 'Content-Type': 'application/json' },
  })
})
const api = createConnection({ baseUrl: 'http://api.test', getToken: async () => 't', fetch })

const session: Session = { ...emptySession, sesionIniciada: true, nombreUsuario: 'Arriendos Sur' }
vi.mock('@cordillera/auth/react', () => ({ useSession: () => session }))
vi.mock('../use-portal-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../use-portal-api.ts')>()),
  useApi: () => api,
}))

/** The three routes, as a portal registers them, with the address on screen. */
function Screens({ table = false }: { table?: boolean }) {
  const location = useLocation()
  return (
    <>
      <Toaster theme="light" />
      <output aria-label="Dirección">{`${location.pathname}${location.search}`}</output>
      <Routes>
        <Route path="/tickets/agregar" element={<NuevoTicket />} />
        <Route
          path="/tickets/mis-tickets"
          element={table ? <MisTicketsTable /> : <MisTicketsCards />}
        />
        <Route path="/tickets/mis-tickets/:id" element={<MiTicket />} />
      </Routes>
    </>
  )
}

let mounted: Awaited<ReturnType<typeof mountScreen>> | undefined
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
  answers = {}
  fetch.mockClear()
  cleanup()
})
const open = async (url: string, { table = false } = {}) => {
  mounted?.unmount()
  mounted = await mountScreen('*', () => <Screens table={table} />, url)
  await settle()
}
const sent = (method: string, path: string) =>
  fetch.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method && new URL(String(input)).pathname === path,
    )
    .map(([input, init]) => ({
      query: new URL(String(input)).searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }))
const address = () => screen.getByRole('status', { name: 'Dirección' }).textContent
const conversacion = () => screen.getByRole('list', { name: 'Conversación' })
/** How long a form whose code loads on demand may take to arrive (a cold, loaded machine). */
const LOADED = { timeout: 10_000 }
const click = async (element: HTMLElement) => {
  await act(async () => fireEvent.click(element))
  await settle()
}

describe('Nuevo ticket', () => {
  it('refuses an empty ticket in the API’s words, then sends it and opens it', async () => {
    const user = userEvent.setup()
    answers['POST /v1/mis-tickets'] = {
      status: 201,
      body: { ...detail, estado: 'abierto', comentarios: [], adjuntos: [], asignado: null },
    }
    answers[`GET /v1/mis-tickets/${ID}`] = {
      body: { ...detail, estado: 'abierto', comentarios: [], adjuntos: [], asignado: null },
    }
    await open('/tickets/agregar')
    expect(screen.getByRole('heading', { level: 1, name: 'Nuevo ticket' })).toBeVisible()
    // The form arrives after the header (its code loads on demand).
    await click(await screen.findByRole('button', { name: 'Enviar ticket' }, LOADED))
    expect(screen.getByText('Ingrese el asunto.')).toBeVisible()
    expect(screen.getByText('Ingrese qué necesita.')).toBeVisible()
    expect(screen.getByText('Elija la categoría.')).toBeVisible()
    expect(sent('POST', '/v1/mis-tickets')).toEqual([])

    await user.type(screen.getByLabelText('Asunto'), 'No puedo descargar el PDF')
    await user.type(screen.getByLabelText('Descripción'), 'Al pulsar PDF no pasa nada.')
    await user.click(screen.getByRole('combobox', { name: 'Categoría' }))
    await user.click(await screen.findByRole('option', { name: 'Estados de pago y facturación' }))
    await click(screen.getByRole('button', { name: 'Enviar ticket' }))

    expect(sent('POST', '/v1/mis-tickets').map((call) => call.body)).toEqual([
      {
        asunto: 'No puedo descargar el PDF',
        descripcion: 'Al pulsar PDF no pasa nada.',
        categoria: 'estados-de-pago',
        prioridad: 'media',
        adjuntos: [],
      },
    ])
    expect(await screen.findByText('Ticket TCK-000042 enviado')).toBeVisible()
    expect(address()).toBe(`/tickets/mis-tickets/${ID}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ticket TCK-000042' }),
    ).toBeVisible()
  })
})

describe('Mis tickets', () => {
  it('shows the user’s tickets as cards, each opening its ticket, and narrows them to an estado', async () => {
    answers['GET /v1/mis-tickets'] = { body: page([row]) }
    await open('/tickets/mis-tickets')
    const list = screen.getByRole('list', { name: 'Mis tickets' })
    const card = within(list).getByRole('link')
    expect(card).toHaveTextContent('TCK-000042')
    expect(card).toHaveTextContent('En progreso')
    expect(card).toHaveTextContent('No puedo descargar el PDF')
    expect(card).toHaveTextContent('Estados de pago y facturación · prioridad alta')
    expect(card).toHaveAttribute('href', `/tickets/mis-tickets/${ID}`)
    expect(screen.getByRole('link', { name: 'Nuevo ticket' })).toHaveAttribute(
      'href',
      '/tickets/agregar',
    )
    const [first] = sent('GET', '/v1/mis-tickets')
    expect(first?.query.get('sort')).toBe('numero')
    expect(first?.query.get('dir')).toBe('desc')

    answers['GET /v1/mis-tickets'] = { body: page([]) }
    await open('/tickets/mis-tickets?estado=cerrado')
    expect(sent('GET', '/v1/mis-tickets').at(-1)?.query.get('estado')).toBe('cerrado')
    expect(screen.getByText('No hay tickets en ese estado')).toBeVisible()
  })

  it('shows them as a table in the backoffice, the number opening the ticket', async () => {
    answers['GET /v1/mis-tickets'] = { body: { ...page([row]), pageSize: 25 } }
    await open('/tickets/mis-tickets', { table: true })
    expect(screen.getByRole('heading', { level: 1, name: 'Mis tickets' })).toBeVisible()
    const link = within(screen.getByRole('table')).getByRole('link', { name: 'TCK-000042' })
    expect(link).toHaveAttribute('href', `/tickets/mis-tickets/${ID}`)
    const fila = link.closest('tr')
    expect(fila).toHaveTextContent('En progreso')
    expect(fila).toHaveTextContent('Camila Soporte')
  })
})

describe('Mi ticket', () => {
  it('shows the conversation with Soporte’s answers and files, and sends a comment', async () => {
    answers[`GET /v1/mis-tickets/${ID}`] = { body: detail }
    answers[`POST /v1/mis-tickets/${ID}/comentarios`] = { status: 201, body: detail }
    await open(`/tickets/mis-tickets/${ID}`)
    expect(screen.getByRole('heading', { level: 1, name: 'Ticket TCK-000042' })).toBeVisible()
    const entries = [...conversacion().children]
    expect(entries[0]).toHaveTextContent('Arriendos Sur SpA')
    expect(entries[0]).toHaveTextContent('Al pulsar PDF no pasa nada.')
    expect(entries[0]).toHaveTextContent('captura.png')
    expect(conversacion()).toHaveTextContent('Cambió el estado a En progreso')
    expect(conversacion()).toHaveTextContent('Pruebe de nuevo: corregimos el enlace.')
    expect(within(conversacion()).getAllByText('Soporte')).toHaveLength(2)
    expect(within(conversacion()).getByRole('button', { name: 'pasos.pdf' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Reabrir' })).toBeNull()

    await click(await screen.findByRole('button', { name: 'Enviar comentario' }, LOADED))
    expect(screen.getByText('Ingrese el comentario.')).toBeVisible()
    expect(sent('POST', `/v1/mis-tickets/${ID}/comentarios`)).toEqual([])
    fireEvent.change(screen.getByLabelText('Comentario'), {
      target: { value: 'Ahora funciona, gracias.' },
    })
    await click(screen.getByRole('button', { name: 'Enviar comentario' }))
    expect(sent('POST', `/v1/mis-tickets/${ID}/comentarios`).map((call) => call.body)).toEqual([
      { texto: 'Ahora funciona, gracias.', adjuntos: [] },
    ])
    expect(await screen.findByText('Comentario enviado')).toBeVisible()
    expect(screen.getByLabelText('Comentario')).toHaveValue('')
  })

  it('closes a resolved ticket, and offers reopening it only while its window lasts', async () => {
    const resuelto = {
      ...detail,
      estado: 'resuelto' as const,
      resueltoEn: '2026-05-12T10:00:00.000Z',
      reabribleHasta: new Date(Date.now() + 86_400_000).toISOString(),
    }
    answers[`GET /v1/mis-tickets/${ID}`] = { body: resuelto }
    answers[`POST /v1/mis-tickets/${ID}/cierre`] = {
      body: { ...resuelto, estado: 'cerrado', reabribleHasta: null, version: 4 },
    }
    await open(`/tickets/mis-tickets/${ID}`)
    expect(screen.getByText('Soporte lo dio por resuelto')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Reabrir' })).toBeVisible()
    await click(screen.getByRole('button', { name: 'Cerrar ticket' }))
    await click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cerrar ticket' }),
    )
    expect(sent('POST', `/v1/mis-tickets/${ID}/cierre`).map((call) => call.body)).toEqual([
      { version: 3 },
    ])
    expect(await screen.findByText('Ticket TCK-000042 cerrado')).toBeVisible()

    answers[`GET /v1/mis-tickets/${ID}`] = {
      body: { ...resuelto, reabribleHasta: '2026-05-19T10:00:00.000Z' },
    }
    await open(`/tickets/mis-tickets/${ID}`)
    expect(screen.getByRole('button', { name: 'Cerrar ticket' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Reabrir' })).toBeNull()
  })

  it('takes no comment once closed, and says another user’s ticket does not exist', async () => {
    answers[`GET /v1/mis-tickets/${ID}`] = { body: { ...detail, estado: 'cerrado' } }
    await open(`/tickets/mis-tickets/${ID}`)
    expect(screen.getByText(/El ticket está cerrado/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Enviar comentario' })).toBeNull()

    await open('/tickets/mis-tickets/0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a60')
    expect(screen.getByRole('heading', { name: 'El ticket no existe' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Volver a mis tickets' })).toHaveAttribute(
      'href',
      '/tickets/mis-tickets',
    )
  })
})
