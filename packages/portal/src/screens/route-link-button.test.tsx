// @vitest-environment jsdom
// A route's button is offered only to whoever holds the route's key, and leads to the route's
// address with its params; a route with params cannot be linked without them.
import { emptySession, type Session } from '@cordillera/contracts'
import { cleanup, render, screen } from '@testing-library/react'
import { Pencil, Plus } from 'lucide-react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RouteLinkButton } from './route-link-button.tsx'

let session: Session = emptySession
vi.mock('@cordillera/auth/react', () => ({ useSession: () => session }))

afterEach(cleanup)

const withKeys = (...permisos: string[]): Session => ({
  ...emptySession,
  sesionIniciada: true,
  permisos,
})

function renderAt(ui: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '/', Component: () => ui }])
  render(<Stub initialEntries={['/']} />)
}

/** Never rendered: each line is checked by the typecheck only. */
export function TypedProps() {
  return (
    <>
      <RouteLinkButton route="flotas-editar" params={{ id: 'f1' }}>
        Editar
      </RouteLinkButton>
      {/* @ts-expect-error: flotas-editar's path has an :id */}
      <RouteLinkButton route="flotas-editar">Editar</RouteLinkButton>
      {/* @ts-expect-error: no such route in the catalogue */}
      <RouteLinkButton route="flotas-crear">Agregar flota</RouteLinkButton>
    </>
  )
}

describe('RouteLinkButton', () => {
  it('shows nothing to a user without the route’s key', () => {
    session = withKeys('operaciones/listar-flotas')
    renderAt(
      <RouteLinkButton route="flotas-agregar" icon={Plus}>
        Agregar flota
      </RouteLinkButton>,
    )
    expect(screen.queryByRole('link', { name: 'Agregar flota' })).toBeNull()
  })

  it('links to the route for a user with its key', () => {
    session = withKeys('operaciones/crear-flota')
    renderAt(
      <RouteLinkButton route="flotas-agregar" icon={Plus}>
        Agregar flota
      </RouteLinkButton>,
    )
    expect(screen.getByRole('link', { name: 'Agregar flota' }).getAttribute('href')).toBe(
      '/flotas/agregar',
    )
  })

  it('fills the route’s params and passes the button’s look on', () => {
    session = withKeys('operaciones/editar-flota')
    renderAt(
      <RouteLinkButton route="flotas-editar" params={{ id: 'f 1' }} icon={Pencil} variant="outline">
        Editar
      </RouteLinkButton>,
    )
    const link = screen.getByRole('link', { name: 'Editar' })
    expect(link.getAttribute('href')).toBe('/flotas/f%201/editar')
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })
})
