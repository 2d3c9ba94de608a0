// @vitest-environment jsdom
// Sign-out on a shared phone (decision 038), with the user pool stubbed: "Cerrar sesión" in the
// signed-in layout empties the tab's data cache, so a screen mounted for the next user shows none
// of the previous one's answers, even those still fresh; a sign-out in another tab (the session
// emptied under the layout) sends this one to the sign-in page.
import { emptySession, type Session } from '@cordillera/contracts'
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('aws-amplify/auth', () => ({ signOut: vi.fn(async () => undefined) }))
vi.mock('aws-amplify/auth/cognito', () => ({
  cognitoUserPoolsTokenProvider: { tokenOrchestrator: { clearTokens: vi.fn() } },
}))
vi.mock('aws-amplify', () => ({ Amplify: { clearCredentials: vi.fn(), configure: vi.fn() } }))

const { sessionStore } = await import('@cordillera/auth')
const { configurePortal } = await import('../runtime.ts')
const { default: GuardedLayout } = await import('./guarded-layout.tsx')

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const session = (nombreUsuario: string): Session => ({
  ...emptySession,
  nombreUsuario,
  sesionIniciada: true,
  su: true,
  tipo: 'cordillera',
})

/** What the API answers each user; the next user's answer waits until `release`. */
const server = {
  answers: new Map<string, Promise<string[]>>(),
  calls: [] as string[],
}
let seenClient: QueryClient | undefined

function Obras() {
  seenClient = useQueryClient()
  const user = sessionStore.get().nombreUsuario
  const { data } = useQuery({
    queryKey: ['obras'],
    queryFn: () => {
      server.calls.push(user)
      return server.answers.get(user) ?? Promise.resolve([])
    },
  })
  return data ? (
    <ul aria-label="Obras">
      {data.map((nombre) => (
        <li key={nombre}>{nombre}</li>
      ))}
    </ul>
  ) : (
    <p>Cargando obras…</p>
  )
}

const Stub = createRoutesStub([
  { path: '/', Component: GuardedLayout, children: [{ path: 'obras', Component: Obras }] },
  { path: '/login', Component: () => <h1>Iniciar sesión</h1> },
])

async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
}

beforeEach(() => {
  configurePortal({
    portal: 'backoffice',
    title: 'Backoffice',
    welcome: '',
    apiUrl: 'http://api.test',
    cognito: { region: 'us-east-2', userPoolId: 'us-east-2_x', userPoolClientId: 'x' },
  })
  server.answers.clear()
  server.calls.length = 0
})
afterEach(cleanup)

describe('the signed-in layout when the user leaves', () => {
  it("signing out empties the data cache: the next user's screen never shows the previous answers", async () => {
    sessionStore.set(session('Ana Rojas'))
    server.answers.set('Ana Rojas', Promise.resolve(['Obra Mirador de Ana']))
    render(<Stub initialEntries={['/obras']} />)
    await settle()
    expect(screen.getByRole('list', { name: 'Obras' }).textContent).toBe('Obra Mirador de Ana')

    fireEvent.keyDown(screen.getByRole('button', { name: 'Menú de Ana Rojas' }), { key: 'Enter' })
    fireEvent.click(
      // The UI kit loads the menu's parts when it first opens.
      await screen.findByRole('menuitem', { name: 'Cerrar sesión' }, { timeout: 5000 }),
    )
    // Signing out loads the user pool's library first (decision 052): wait for the page, not ticks.
    expect(
      await screen.findByRole('heading', { name: 'Iniciar sesión' }, { timeout: 5000 }),
    ).toBeTruthy()
    expect(seenClient?.getQueryCache().getAll()).toEqual([])
    cleanup()

    // Another person signs in on the same phone and opens the same screen at once.
    let release: (obras: string[]) => void = () => {}
    server.answers.set('Pedro Soto', new Promise((resolve) => (release = resolve)))
    sessionStore.set(session('Pedro Soto'))
    render(<Stub initialEntries={['/obras']} />)
    await settle()
    expect(document.body.textContent).not.toContain('Obra Mirador de Ana')
    expect(screen.getByText('Cargando obras…')).toBeTruthy()
    await act(async () => release(['Obra Pocuro de Pedro']))
    await settle()
    expect(screen.getByRole('list', { name: 'Obras' }).textContent).toBe('Obra Pocuro de Pedro')
    expect(server.calls).toEqual(['Ana Rojas', 'Pedro Soto'])
  })

  it('goes to the sign-in page when the session ends under it (a sign-out in another tab)', async () => {
    sessionStore.set(session('Ana Rojas'))
    server.answers.set('Ana Rojas', Promise.resolve(['Obra Mirador de Ana']))
    render(<Stub initialEntries={['/obras']} />)
    await settle()
    expect(screen.getByRole('list', { name: 'Obras' })).toBeTruthy()
    await act(async () => sessionStore.reset())
    expect(
      await screen.findByRole('heading', { name: 'Iniciar sesión' }, { timeout: 5000 }),
    ).toBeTruthy()
    expect(document.body.textContent).not.toContain('Obra Mirador de Ana')
  })
})
