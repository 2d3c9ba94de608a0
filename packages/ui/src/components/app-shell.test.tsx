// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubBrowser } from '../test-support/browser-stubs.ts'
import { AppShell, type AppShellProps, activeEntry, type RenderLink } from './app-shell.tsx'

beforeEach(() => stubBrowser())
afterEach(cleanup)

const renderLink: RenderLink = ({ to, className, children, current, onClick }) => (
  <a href={to} className={className} aria-current={current ? 'page' : undefined} onClick={onClick}>
    {children}
  </a>
)

const navigation = [
  {
    label: 'Mis reports',
    children: [
      { label: 'Mis reports', path: '/operador/reports' },
      { label: 'Histórico de reports', path: '/operador/reports-historico' },
    ],
  },
]

function renderShell(props: Partial<AppShellProps> = {}) {
  render(
    <AppShell
      portalName="Operador"
      userName="Juan Carlos Pizarro Soto"
      navigation={navigation}
      userMenu={[{ label: 'Cerrar sesión', onSelect: vi.fn() }]}
      currentPath="/operador/reports-historico"
      renderLink={renderLink}
      {...props}
    >
      <h1>Histórico de reports</h1>
    </AppShell>,
  )
}

describe('AppShell', () => {
  it('marks the one menu entry the page belongs to', () => {
    renderShell()
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' })
    expect(
      within(nav).getByRole('link', { name: 'Histórico de reports' }).getAttribute('aria-current'),
    ).toBe('page')
    expect(
      within(nav).getByRole('link', { name: 'Mis reports' }).getAttribute('aria-current'),
    ).toBeNull()
    expect(activeEntry('/obras/12/editar', ['/obras', '/obras-agregar'])).toBe('/obras')
  })

  it('opens the menu in a drawer that traps focus and closes on navigation', async () => {
    renderShell()
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menú' }))
    // The drawer's code arrives when it first opens (decision 053).
    const drawer = await screen.findByRole('dialog', { name: 'Menú' })
    const link = within(drawer).getByRole('link', { name: 'Mis reports' })
    fireEvent.click(link)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows the route breadcrumbs above the page, the last one as the current page', () => {
    renderShell({
      breadcrumbs: [
        { label: 'Inicio', href: '/' },
        { label: 'Mis reports', href: '/operador/reports' },
        { label: 'Histórico de reports' },
      ],
    })
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' })
    expect(within(trail).getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/')
    expect(within(trail).getByText('Histórico de reports').getAttribute('aria-current')).toBe(
      'page',
    )
  })

  it('gives the mobile-first portal a bottom bar with large targets; the desktop one has none', () => {
    renderShell({ variant: 'mobile-first' })
    const bar = screen.getByRole('navigation', { name: 'Accesos directos' })
    const links = within(bar).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Inicio',
      'Mis reports',
      'Histórico de reports',
    ])
    for (const link of links) expect(link.className).toContain('min-h-14')
    cleanup()
    renderShell()
    expect(screen.queryByRole('navigation', { name: 'Accesos directos' })).toBeNull()
  })

  it('keeps the user menu and its entries', async () => {
    renderShell()
    const button = screen.getByRole('button', { name: 'Menú de Juan Carlos Pizarro Soto' })
    // The menu's code arrives when it is first opened (decision 053).
    fireEvent.keyDown(button, { key: 'Enter' })
    expect(await screen.findByRole('menuitem', { name: 'Cerrar sesión' })).toBeTruthy()
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Menú de Juan Carlos Pizarro Soto' }),
    )
  })
})
