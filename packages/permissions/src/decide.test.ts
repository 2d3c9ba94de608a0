import type { Session } from '@cordillera/contracts'
import { describe, expect, it } from 'vitest'
import { routeCatalogue } from './catalogue.ts'
import { ALWAYS_ALLOWED, decide, hasKey } from './decide.ts'
import { routeByName } from './lookup.ts'

const staff = (permisos: string[] = [], su = false): Session => ({
  nombreUsuario: 'Camila Rojas',
  permisos,
  sesionIniciada: true,
  su,
  tipo: 'cordillera',
  navigationMenu: [],
  proveedor: null,
})
const proveedor: Session = { ...staff(), tipo: 'proveedor' }
const signedOut: Session = { ...staff(), sesionIniciada: false, tipo: '' }

describe('decide: rule 1, sign-in', () => {
  it('sends a signed-out user on a non-public route to /login', () => {
    expect(decide(routeByName('razones-sociales'), signedOut)).toEqual({
      outcome: 'redirect',
      to: '/login',
      reason: 'unauthenticated',
    })
  })

  it('sends a signed-out user on an always-allowed route to /login too', () => {
    expect(decide(routeByName('index'), signedOut)).toMatchObject({ to: '/login' })
    expect(decide(routeByName('mis-tickets'), signedOut)).toMatchObject({ to: '/login' })
  })

  it('lets anyone open the public pages', () => {
    expect(decide(routeByName('login'), signedOut)).toEqual({ outcome: 'allow' })
    expect(decide(routeByName('olvido-contrasenia'), signedOut)).toEqual({ outcome: 'allow' })
  })
})

describe('decide: rule 2, always-allowed names', () => {
  it.each(ALWAYS_ALLOWED)('%s is open to staff without keys and to proveedores', (name) => {
    expect(decide(routeByName(name), staff())).toEqual({ outcome: 'allow' })
    expect(decide(routeByName(name), proveedor)).toEqual({ outcome: 'allow' })
  })

  it('comes before the tipo rule: a proveedor may raise a ticket from any portal', () => {
    expect(decide(routeByName('tickets-agregar'), proveedor)).toEqual({ outcome: 'allow' })
  })

  it('lists exactly the always-allowed names (plus mis-dispositivos)', () => {
    expect([...ALWAYS_ALLOWED].sort()).toEqual(
      [
        'index',
        'login',
        'cambiar-contrasenia',
        'olvido-contrasenia',
        'wip',
        'not-found',
        'prohibido',
        'mis-tickets',
        'tickets-agregar',
        'mis-tickets-detalle',
        'maintenance',
        'mis-dispositivos',
      ].sort(),
    )
  })
})

describe('decide: rule 3, user tipo', () => {
  it('sends staff on a proveedor-only route to the index', () => {
    expect(decide(routeByName('arrendador-equipos'), staff([], true))).toEqual({
      outcome: 'redirect',
      to: '/',
      reason: 'wrong-tipo',
    })
  })

  it('sends a proveedor on a staff route to the index, even with the key', () => {
    const withKey = { ...proveedor, permisos: ['rrhh/listar-trabajadores'] }
    expect(decide(routeByName('trabajadores'), withKey)).toMatchObject({
      to: '/',
      reason: 'wrong-tipo',
    })
  })

  it('comes before the permission rule: su does not open the lessor area to staff', () => {
    expect(decide(routeByName('arrendador-incidentes'), staff([], true))).toMatchObject({
      reason: 'wrong-tipo',
    })
  })

  it('lets a proveedor into the lessor area', () => {
    expect(decide(routeByName('arrendador-estados-de-pago'), proveedor)).toEqual({
      outcome: 'allow',
    })
  })
})

describe('decide: rule 4, permission key', () => {
  it('sends staff without the key to /prohibido', () => {
    expect(decide(routeByName('trabajadores'), staff(['rrhh/crear-trabajador']))).toEqual({
      outcome: 'redirect',
      to: '/prohibido',
      reason: 'missing-permission',
    })
  })

  it('lets staff with the key in', () => {
    expect(decide(routeByName('trabajadores'), staff(['rrhh/listar-trabajadores']))).toEqual({
      outcome: 'allow',
    })
  })

  it('lets su in without any key', () => {
    expect(decide(routeByName('dashboard-equipos'), staff([], true))).toEqual({ outcome: 'allow' })
  })

  it('lets any staff user open a route whose key is empty', () => {
    expect(decide(routeByName('constructora'), staff())).toEqual({ outcome: 'allow' })
    expect(decide(routeByName('constructora-detalle'), staff())).toEqual({ outcome: 'allow' })
    expect(decide(routeByName('edp-externos-listar'), staff())).toEqual({ outcome: 'allow' })
  })

  it("gives a worker's documents the worker's detail key, which the spec left empty", () => {
    expect(decide(routeByName('trabajadores-documentos'), staff())).toEqual({
      outcome: 'redirect',
      to: '/prohibido',
      reason: 'missing-permission',
    })
    expect(
      decide(routeByName('trabajadores-documentos'), staff(['rrhh/detalle-trabajador'])),
    ).toEqual({ outcome: 'allow' })
  })
})

describe('decide: site clients and operators', () => {
  const externo = { ...staff(), externo: true }

  it('keeps them out of the staff screens, key-less ones included', () => {
    for (const name of [
      'constructora',
      'constructora-detalle',
      'trabajadores-documentos',
      'edp-externos-listar',
    ] as const) {
      expect(decide(routeByName(name), externo)).toEqual({
        outcome: 'redirect',
        to: '/',
        reason: 'wrong-tipo',
      })
    }
  })

  it('lets them open the operador portal and the always-allowed pages', () => {
    expect(decide(routeByName('solicitudes-cliente'), { ...externo, su: true })).toEqual({
      outcome: 'allow',
    })
    expect(decide(routeByName('mis-tickets'), externo)).toEqual({ outcome: 'allow' })
  })
})

describe('hasKey', () => {
  it('grants empty keys to everyone, any key to su, and otherwise needs the key', () => {
    expect(hasKey(staff(), '')).toBe(true)
    expect(hasKey(staff([], true), 'usuarios/crear-usuario')).toBe(true)
    expect(hasKey(staff(['usuarios/crear-usuario']), 'usuarios/crear-usuario')).toBe(true)
    expect(hasKey(staff(['usuarios/listar-usuarios']), 'usuarios/crear-usuario')).toBe(false)
  })
})

// A property test with a seeded generator (repeatable): random sessions never reach a keyed
// route without its key or su, never cross tipo, and never get past sign-in when signed out.
describe('decide: properties over random sessions', () => {
  const keys = [...new Set(routeCatalogue.map((route) => route.key))]
  let seed = 20261122
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed / 2147483648
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T

  it('holds for 5,000 random (session, route) pairs', () => {
    for (let i = 0; i < 5000; i++) {
      const session: Session = {
        ...staff(),
        sesionIniciada: random() < 0.9,
        su: random() < 0.1,
        tipo: pick(['cordillera', 'proveedor', ''] as const),
        permisos: keys.filter(() => random() < 0.2),
      }
      const route = pick(routeCatalogue)
      const decision = decide(route, session)
      if (decision.outcome !== 'allow' || route.access === 'public') continue
      expect(session.sesionIniciada).toBe(true)
      if (route.access === 'always') continue
      expect(session.tipo).toBe(route.proveedorOnly ? 'proveedor' : 'cordillera')
      if (route.key !== '') expect(session.su || session.permisos.includes(route.key)).toBe(true)
    }
  })
})
