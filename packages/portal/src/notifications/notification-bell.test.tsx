// @vitest-environment jsdom
// The bell as a user meets it in the app bar: the unread count on its badge and in its name; opened,
// the newest notifications; opening one marks it read and goes to its page; "Marcar todas como
// leídas" clears the badge; the count is asked again when the user comes back to the window. The
// API is the data client's real connection over an in-memory server of the four routes. axe finds
// no serious or critical violation, closed or open.
import { createConnection } from '@cordillera/data-client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { createRoutesStub, useParams } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { settle } from '../testing/screen-harness.tsx'
import NotificationBell from './notification-bell.tsx'

type Row = {
  id: string
  tipo: string
  titulo: string
  cuerpo: string
  enlace: string | null
  leidaEn: string | null
  creadoEn: string
}

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`

/** The API's four notification routes over rows kept here, recording what was asked. */
const server = { rows: [] as Row[], asked: [] as string[] }

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input))
  const method = init?.method ?? 'GET'
  server.asked.push(`${method} ${url.pathname}`)
  const unread = server.rows.filter((row) => row.leidaEn === null)
  if (method === 'GET' && url.pathname === '/v1/notificaciones/no-leidas') {
    return json({ noLeidas: unread.length })
  }
  if (method === 'GET' && url.pathname === '/v1/notificaciones') {
    const items = [...server.rows].sort((a, b) => b.creadoEn.localeCompare(a.creadoEn))
    return json({
      items,
      total: items.length,
      page: 1,
      pageSize: 10,
      nextCursor: null,
      prevCursor: null,
    })
  }
  if (method === 'POST' && url.pathname === '/v1/notificaciones/lectura') {
    for (const row of unread) row.leidaEn = '2026-11-28T15:00:00.000Z'
    return json({ marcadas: unread.length })
  }
  const one = url.pathname.match(/^\/v1\/notificaciones\/([^/]+)\/lectura$/)
  const row = server.rows.find((candidate) => candidate.id === one?.[1])
  if (method === 'POST' && row) {
    row.leidaEn ??= '2026-11-28T15:00:00.000Z'
    return json(row)
  }
  return new Response(JSON.stringify({ error: { code: 'no_encontrado', message: 'No existe.' } }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  })
}

const api = createConnection({
  baseUrl: 'http://api.test',
  getToken: async () => 't',
  fetch: answer,
})

function EdpPage() {
  return <h1>Estado de pago {useParams().id}</h1>
}

function renderBell() {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <NotificationBell api={api} /> },
    { path: '/edp-obra/:id', Component: EdpPage },
  ])
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Stub initialEntries={['/']} />
    </QueryClientProvider>,
  )
}

async function seriousViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id)
}

const bellButton = () => screen.getByRole('button', { name: /^Notificaciones/ })

async function openBell() {
  fireEvent.click(bellButton())
  return screen.findByRole('dialog', { name: 'Notificaciones' }, { timeout: 5000 })
}

beforeEach(() => {
  server.asked = []
  server.rows = [
    {
      id: ID(1),
      tipo: 'report-observado',
      titulo: 'Report RPT-000101 observado',
      cuerpo: 'RR.HH. observó tu report del 20-11-2026.',
      enlace: '/operador/reports/x/editar',
      leidaEn: '2026-11-21T10:00:00.000Z',
      creadoEn: '2026-11-20T10:00:00.000Z',
    },
    {
      id: ID(2),
      tipo: 'edp-en-obra',
      titulo: 'EDP-000012 espera tu revisión',
      cuerpo: 'El estado de pago EDP-000012 de la obra Mirador llegó a tu obra.',
      enlace: `/edp-obra/${ID(9)}`,
      leidaEn: null,
      creadoEn: '2026-11-28T12:00:00.000Z',
    },
    {
      id: ID(3),
      tipo: 'ticket-respondido',
      titulo: 'Tu ticket TCK-000007 tiene respuesta',
      cuerpo: 'Soporte respondió.',
      enlace: null,
      leidaEn: null,
      creadoEn: '2026-11-27T12:00:00.000Z',
    },
  ]
})
afterEach(cleanup)

describe('the notifications bell', () => {
  it('shows the unread count on its badge and in its name', async () => {
    renderBell()
    await settle()
    expect(bellButton().getAttribute('aria-label')).toBe('Notificaciones, 2 sin leer')
    expect(screen.getByTestId('notificaciones-badge').textContent).toBe('2')
    // The list is asked for only when the bell opens.
    expect(server.asked).toEqual(['GET /v1/notificaciones/no-leidas'])
    expect(await seriousViolations()).toEqual([])
  })

  it('lists the newest first; opening one marks it read and goes to its page', async () => {
    renderBell()
    await settle()
    const dialog = await openBell()
    await settle()
    const titles = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(titles[0]).toContain('EDP-000012 espera tu revisión')
    expect(titles[1]).toContain('Tu ticket TCK-000007 tiene respuesta')
    expect(titles[2]).toContain('Report RPT-000101 observado')
    // Unread ones say so to a screen reader too, not only by weight and a dot.
    expect(titles[0]).toContain('Sin leer: ')
    expect(titles[2]).not.toContain('Sin leer')
    expect(await seriousViolations()).toEqual([])

    fireEvent.click(within(dialog).getByRole('link', { name: /EDP-000012 espera tu revisión/ }))
    await settle()
    expect(await screen.findByRole('heading', { name: `Estado de pago ${ID(9)}` })).toBeTruthy()
    expect(server.asked).toContain(`POST /v1/notificaciones/${ID(2)}/lectura`)
    expect(server.rows.find((row) => row.id === ID(2))?.leidaEn).not.toBeNull()
  })

  it('marks all read: the badge goes and the button says none is unread', async () => {
    renderBell()
    await settle()
    const dialog = await openBell()
    await settle()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar todas como leídas' }))
    await settle()
    expect(server.asked).toContain('POST /v1/notificaciones/lectura')
    expect(bellButton().getAttribute('aria-label')).toBe('Notificaciones, ninguna sin leer')
    expect(screen.queryByTestId('notificaciones-badge')).toBeNull()
    expect(
      (
        within(dialog).getByRole('button', {
          name: 'Marcar todas como leídas',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true)
  })

  it('says so when there is none', async () => {
    server.rows = []
    renderBell()
    await settle()
    expect(bellButton().getAttribute('aria-label')).toBe('Notificaciones, ninguna sin leer')
    const dialog = await openBell()
    await settle()
    expect(within(dialog).getByText('No tienes notificaciones.')).toBeTruthy()
  })

  it('asks the count again when the user comes back to the window', async () => {
    renderBell()
    await settle()
    server.rows.push({
      id: ID(4),
      tipo: 'ticket-actualizado',
      titulo: 'Tu ticket TCK-000008 está en progreso',
      cuerpo: 'Soporte lo está viendo.',
      enlace: null,
      leidaEn: null,
      creadoEn: '2026-11-28T13:00:00.000Z',
    })
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'))
    })
    await settle()
    expect(bellButton().getAttribute('aria-label')).toBe('Notificaciones, 3 sin leer')
  })
})
