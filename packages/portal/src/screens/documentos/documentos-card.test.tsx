// @vitest-environment jsdom
// A detail's documents card: each document's kind, number, expiry date (or "No vence") and its
// expiry as a written badge; "Gestionar documentos" only for who may open the owner's documents
// screen; the empty state says what is not recorded yet.
import { emptySession, type Session } from '@cordillera/contracts'
import { routeByName } from '@cordillera/permissions'
import { cleanup, render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DocumentosCard } from './documentos-card.tsx'

let session: Session = emptySession
vi.mock('@cordillera/auth/react', () => ({ useSession: () => session }))
afterEach(cleanup)

const signedIn = (...permisos: string[]): Session => ({
  ...emptySession,
  sesionIniciada: true,
  permisos,
})

type Documento = {
  id: string
  tipo: 'licencia' | 'examen'
  numero: string | null
  vence: string | null
  estadoVencimiento: 'vencido' | 'sin-vencimiento'
}
const documentos: Documento[] = [
  {
    id: 'd1',
    tipo: 'licencia',
    numero: 'L-123',
    vence: '2026-05-01',
    estadoVencimiento: 'vencido',
  },
  { id: 'd2', tipo: 'examen', numero: null, vence: null, estadoVencimiento: 'sin-vencimiento' },
]

function renderCard(rows: Documento[]) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <DocumentosCard
          caption="Documentos del trabajador"
          rows={rows}
          total={rows.length}
          tipo={(documento) => (documento.tipo === 'licencia' ? 'Licencia' : 'Examen')}
          empty="Aún no se registra su licencia."
          manage={{ route: 'trabajadores-documentos', id: 't1' }}
        />
      ),
    },
  ])
  render(<Stub initialEntries={['/']} />)
}

describe('DocumentosCard', () => {
  it('shows each document with its expiry, and the way to manage them for who may', () => {
    session = signedIn(routeByName('trabajadores-documentos').key)
    renderCard(documentos)
    const rows = screen.getAllByRole('row').map((row) => row.textContent)
    expect(rows).toContain('LicenciaL-12301-05-2026Vencido')
    expect(rows).toContain('Examen—No venceSin vencimiento')
    expect(screen.getByRole('link', { name: 'Gestionar documentos' }).getAttribute('href')).toBe(
      '/trabajadores/t1/documentos',
    )
  })

  it('offers no way to manage them without the documents screen’s key', () => {
    session = signedIn()
    renderCard(documentos)
    expect(screen.queryByRole('link', { name: 'Gestionar documentos' })).toBeNull()
  })

  it('says what is not recorded yet when there are none', () => {
    session = signedIn()
    renderCard([])
    expect(screen.getByText('Aún no se registra su licencia.')).toBeTruthy()
  })
})
