// @vitest-environment jsdom
// Soporte's tickets screens over the real data client and a fake API: the list asks every ticket
// newest first, links each number to its ticket and narrows it to one responsable (the staff the
// API lists); the ticket shows its conversation, answers it, offers only the estados its own may
// move to and sends the chosen one with the version read, and assigns it to one of the staff.
import '@testing-library/jest-dom/vitest'
import { emptySession, type TicketDetail, type TicketRow } from '@cordillera/contracts'
import { createConnection } from '@cordillera/data-client'
import { mountScreen, settle } from '@cordillera/portal/testing'
import { Toaster } from '@cordillera/ui/components/toaster'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import TicketDetalle from './ticket-detalle.tsx'
import TicketsList from './tickets-list.tsx'

// What jsdom lacks and the kit's selects (Radix) call when opened.
Element.prototype.hasPointerCapture ??= () => false
Element.prototype.setPointerCapture ??= () => {}
Element.prototype.releasePointerCapture ??= () => {}
Element.prototype.scrollIntoView ??= () => {}

const ID = '7a1d2c3b-4a59-4687-9a0b-1c2d3e4f5a61'
const SOLICITANTE = '8b1d2c3b-4a59-4687-9a0b-1c2d3e4f5a62'
const CAMILA = '9c1d2c3b-4a59-4687-9a0b-1c2d3e4f5a63'
const PEDRO = 'ad1d2c3b-4a59-4687-9a0b-1c2d3e4f5a64'

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
    id: SOLICITANTE,
    nombre: 'Arriendos Sur SpA',
    email: 'proveedor@arriendos-sur.cl',
    tipo: 'arrendador',
  },
  asignado: { id: CAMILA, nombre: 'Camila Rojas' },
  comentariosCount: 0,
  ultimoComentarioEn: null,
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
  adjuntos: [],
  comentarios: [],
  creadoPor: { id: SOLICITANTE, nombre: 'Arriendos Sur SpA' },
  actualizadoPor: null,
}
const opciones = {
  asignables: [
    { id: CAMILA, nombre: 'Camila Rojas' },
    { id: PEDRO, nombre: 'Pedro Soto' },
  ],
}

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

// The connection every screen asks for, this portal's and the shared ones alike.
vi.mock('../../../../../packages/portal/src/screens/use-portal-api.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useApi: () => api,
}))
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => ({
    ...emptySession,
    sesionIniciada: true,
    nombreUsuario: 'Camila Rojas',
    permisos: ['tickets/listar-tickets', 'tickets/detalle-ticket'],
  }),
}))

let mounted: Awaited<ReturnType<typeof mountScreen>> | undefined
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
  answers = {}
  fetch.mockClear()
})

function WithToasts({ children }: { children: React.ReactNode }) {
  return (
    <>
      <Toaster theme="light" />
      {children}
    </>
  )
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
const click = async (element: HTMLElement) => {
  await act(async () => fireEvent.click(element))
  await settle()
}

describe('Tickets (Soporte)', () => {
  it('lists every ticket newest first, each number opening it, and narrows it to a responsable', async () => {
    answers['GET /v1/tickets'] = {
      body: { items: [row], total: 1, page: 1, pageSize: 25, nextCursor: null, prevCursor: null },
    }
    answers['GET /v1/tickets/opciones'] = { body: opciones }
    mounted = await mountScreen('/tickets', TicketsList, '/tickets')
    await settle()
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible()
    const [first] = sent('GET', '/v1/tickets')
    expect(first?.query.get('sort')).toBe('numero')
    expect(first?.query.get('dir')).toBe('desc')
    const link = within(screen.getByRole('table')).getByRole('link', { name: 'TCK-000042' })
    expect(link).toHaveAttribute('href', `/tickets/${ID}/detalle`)
    expect(link.closest('tr')).toHaveTextContent('Arriendos Sur SpA')
    expect(link.closest('tr')).toHaveTextContent('En progreso')

    const responsable = screen.getByRole('combobox', { name: 'Filtrar por responsable' })
    expect(
      within(responsable)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Responsable: Todos', 'Camila Rojas', 'Pedro Soto'])
    await act(async () => fireEvent.change(responsable, { target: { value: PEDRO } }))
    await settle()
    expect(sent('GET', '/v1/tickets').at(-1)?.query.get('asignadoId')).toBe(PEDRO)
  })

  it('answers a ticket and moves it only where its estado may go, with the version read', async () => {
    const user = userEvent.setup()
    answers[`GET /v1/tickets/${ID}`] = { body: detail }
    answers[`POST /v1/tickets/${ID}/comentarios`] = { status: 201, body: detail }
    answers[`POST /v1/tickets/${ID}/estado`] = {
      body: { ...detail, estado: 'resuelto', version: 4 },
    }
    mounted = await mountScreen(
      '/tickets/:id/detalle',
      () => (
        <WithToasts>
          <TicketDetalle />
        </WithToasts>
      ),
      `/tickets/${ID}/detalle`,
    )
    await settle()
    expect(screen.getByRole('heading', { level: 1, name: 'Ticket TCK-000042' })).toBeVisible()
    expect(screen.getByRole('list', { name: 'Conversación' })).toHaveTextContent(
      'Al pulsar PDF no pasa nada.',
    )

    // The answer's form arrives after the conversation (its code loads on demand).
    fireEvent.change(await screen.findByLabelText('Respuesta', {}, { timeout: 10_000 }), {
      target: { value: 'Corregimos el enlace.' },
    })
    await click(screen.getByRole('button', { name: 'Responder' }))
    expect(sent('POST', `/v1/tickets/${ID}/comentarios`).map((call) => call.body)).toEqual([
      { texto: 'Corregimos el enlace.', adjuntos: [] },
    ])

    await click(screen.getByRole('button', { name: 'Cambiar estado' }))
    const dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('combobox', { name: 'Nuevo estado' }))
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Abierto',
      'Resuelto',
      'Cerrado',
    ])
    await user.click(screen.getByRole('option', { name: 'Resuelto' }))
    await click(within(dialog).getByRole('button', { name: 'Cambiar estado' }))
    expect(sent('POST', `/v1/tickets/${ID}/estado`).map((call) => call.body)).toEqual([
      { estado: 'resuelto', comentario: null, version: 3 },
    ])
    expect(await screen.findByText('TCK-000042 quedó resuelto.')).toBeVisible()
  })

  it('assigns a ticket to one of the staff the API lists', async () => {
    const user = userEvent.setup()
    answers[`GET /v1/tickets/${ID}`] = { body: detail }
    answers['GET /v1/tickets/opciones'] = { body: opciones }
    answers[`POST /v1/tickets/${ID}/asignacion`] = {
      body: { ...detail, asignado: { id: PEDRO, nombre: 'Pedro Soto' }, version: 4 },
    }
    mounted = await mountScreen(
      '/tickets/:id/detalle',
      () => (
        <WithToasts>
          <TicketDetalle />
        </WithToasts>
      ),
      `/tickets/${ID}/detalle`,
    )
    await settle()
    await click(screen.getByRole('button', { name: 'Asignar' }))
    const dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('combobox', { name: 'Responsable' }))
    await user.click(await screen.findByRole('option', { name: 'Pedro Soto' }))
    await click(within(dialog).getByRole('button', { name: 'Asignar' }))
    expect(sent('POST', `/v1/tickets/${ID}/asignacion`).map((call) => call.body)).toEqual([
      { asignadoId: PEDRO, version: 3 },
    ])
    expect(await screen.findByText('TCK-000042 quedó a cargo de Pedro Soto.')).toBeVisible()
  })
})
