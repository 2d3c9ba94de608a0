import type { Me } from '@cordillera/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const auth = vi.hoisted(() => ({ signedIn: false, session: {} as Record<string, unknown> }))

vi.mock('@cordillera/auth/session', () => ({
  ensureSession: vi.fn(async () => auth.signedIn),
  sessionStore: { get: () => auth.session },
}))

const { guardNavigation } = await import('./guard.ts')

const source = { getMe: async () => ({}) as Me }
const staff = (permisos: string[]) => ({
  nombreUsuario: 'Camila Rojas',
  permisos,
  sesionIniciada: true,
  su: false,
  tipo: 'cordillera',
  navigationMenu: [],
  proveedor: null,
})

describe('guardNavigation', () => {
  beforeEach(() => {
    auth.signedIn = true
    auth.session = staff([])
  })

  it('sends a signed-out user to /login', async () => {
    auth.signedIn = false
    expect(await guardNavigation('backoffice', '/obras', source)).toMatchObject({
      outcome: 'redirect',
      to: '/login',
      routeName: 'obras',
    })
  })

  it('treats a failing user check as signed out', async () => {
    const { ensureSession } = await import('@cordillera/auth/session')
    vi.mocked(ensureSession).mockRejectedValueOnce(new Error('network'))
    expect(await guardNavigation('backoffice', '/', source)).toMatchObject({ to: '/login' })
  })

  it('applies the catalogue key of the URL opened', async () => {
    expect(await guardNavigation('backoffice', '/trabajadores/12', source)).toMatchObject({
      to: '/prohibido',
      routeName: 'trabajadores-detalle',
    })
    auth.session = staff(['rrhh/detalle-trabajador'])
    expect(await guardNavigation('backoffice', '/trabajadores/12', source)).toMatchObject({
      outcome: 'allow',
    })
  })

  it('sends staff in the lessor area back to the index', async () => {
    expect(await guardNavigation('arrendador', '/arrendador/equipos', source)).toMatchObject({
      to: '/',
    })
  })

  it('lets unknown URLs reach the not-found page', async () => {
    expect(await guardNavigation('operador', '/no/existe', source)).toEqual({
      outcome: 'allow',
      routeName: 'not-found',
    })
  })
})
