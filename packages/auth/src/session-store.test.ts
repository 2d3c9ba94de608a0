import { emptySession, type Me, meSchema, type Session } from '@cordillera/contracts'
import { describe, expect, it, vi } from 'vitest'
import { loadSession } from './load-session.ts'
import { emptySession as signedOut } from './session-key.ts'
import { createSessionStore, type StorageLike, sessionStorageKey } from './session-store.ts'

function memoryStorage(initial: Record<string, string> = {}): StorageLike & {
  data: Map<string, string>
} {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

const camila: Session = {
  nombreUsuario: 'Camila Rojas',
  permisos: ['usuarios/listar-usuarios'],
  sesionIniciada: true,
  su: false,
  tipo: 'cordillera',
  navigationMenu: [{ label: 'Usuarios', path: '/usuarios' }],
  proveedor: null,
}

describe('session store', () => {
  it("signs out to the contract's emptySession (its module without the session's schemas)", () => {
    expect(signedOut).toBe(emptySession)
  })

  it('starts empty when nothing is stored', () => {
    expect(createSessionStore(memoryStorage()).get()).toEqual(emptySession)
    expect(createSessionStore(null).get()).toEqual(emptySession)
  })

  it('persists a signed-in session under one key and restores it (a reload)', () => {
    const storage = memoryStorage()
    createSessionStore(storage).set(camila)
    expect([...storage.data.keys()]).toEqual([sessionStorageKey])
    expect(createSessionStore(storage).get()).toEqual(camila)
  })

  it('resets every field to emptySession on logout and forgets the stored copy', () => {
    const storage = memoryStorage()
    const store = createSessionStore(storage)
    store.set(camila)
    const listener = vi.fn()
    store.subscribe(listener)

    store.reset()

    expect(store.get()).toEqual(emptySession)
    expect(storage.data.has(sessionStorageKey)).toBe(false)
    expect(listener).toHaveBeenCalledOnce()
    expect(createSessionStore(storage).get()).toEqual(emptySession)
  })

  it('keeps the same snapshot until something changes', () => {
    const store = createSessionStore(memoryStorage())
    const before = store.get()
    expect(store.get()).toBe(before)
    store.set(camila)
    expect(store.get()).not.toBe(before)
  })

  it('ignores stored values that are not a valid signed-in session', () => {
    for (const raw of [
      'not json',
      JSON.stringify({ ...camila, sesionIniciada: false }),
      JSON.stringify({ ...camila, tipo: 'otro' }),
      JSON.stringify({ ...camila, permisos: 'todos' }),
      JSON.stringify(null),
    ]) {
      const store = createSessionStore(memoryStorage({ [sessionStorageKey]: raw }))
      expect(store.get()).toEqual(emptySession)
    }
  })

  it("accepts what the API's Me schema accepts and nothing else, keeping only a session's fields", () => {
    // The store checks by hand (no zod on a signed-in page's first load): same verdicts as the
    // contract's schema, picked to the session's fields, over valid and broken values.
    const sessionSchema = meSchema.pick({
      nombreUsuario: true,
      permisos: true,
      su: true,
      tipo: true,
      navigationMenu: true,
      proveedor: true,
    })
    const proveedor = {
      id: '7c1e4f3a-2b5d-4e6f-8a9b-0c1d2e3f4a5b',
      rut: '76.123.456-7',
      razonSocial: 'Arriendos Sur SpA',
    }
    const menu = [
      { label: 'Operaciones', icon: 'truck', children: [{ label: 'Activos', path: '/activos' }] },
    ]
    const candidates: Record<string, unknown>[] = [
      camila,
      { ...camila, tipo: 'proveedor', proveedor, navigationMenu: menu },
      { ...camila, extra: 'x', navigationMenu: [{ label: 'Inicio', path: '/', color: 'rojo' }] },
      { ...camila, proveedor: { ...proveedor, id: 'no-uuid' } },
      { ...camila, proveedor: { ...proveedor, rut: 76123456 } },
      { ...camila, navigationMenu: [{ label: 'Sin hijos', children: 'ninguno' }] },
      { ...camila, navigationMenu: [{ label: 'Hijo roto', children: [{ path: '/x' }] }] },
      { ...camila, navigationMenu: [{ label: 'Ruta', path: 7 }] },
      { ...camila, permisos: ['a', 1] },
      { ...camila, su: 'no' },
      { ...camila, nombreUsuario: undefined },
      { ...camila, proveedor: undefined },
    ]
    for (const value of candidates) {
      const parsed = sessionSchema.safeParse(value)
      const store = createSessionStore(
        memoryStorage({ [sessionStorageKey]: JSON.stringify(value) }),
      )
      expect(store.get()).toEqual(
        parsed.success ? { ...parsed.data, sesionIniciada: true } : emptySession,
      )
    }
  })

  it('picks up a change made in another tab on reload()', () => {
    const storage = memoryStorage()
    const thisTab = createSessionStore(storage)
    const otherTab = createSessionStore(storage)
    thisTab.set(camila)
    const listener = vi.fn()
    otherTab.subscribe(listener)
    otherTab.reload()
    expect(otherTab.get()).toEqual(camila)
    expect(listener).toHaveBeenCalledOnce()
  })

  it('survives a storage that refuses to write', () => {
    const storage = memoryStorage()
    storage.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    const store = createSessionStore(storage)
    store.set(camila)
    expect(store.get()).toEqual(camila)
  })
})

describe('loadSession', () => {
  it("fills the store with the session fields (docs/portals.md) of the API's /v1/me", async () => {
    const me: Me = {
      id: '0b6f7d2e-4a8b-4c59-9d7e-3f1f5b2a6c11',
      email: 'proveedor@arriendos-sur.cl',
      nombreUsuario: 'Rodrigo Fuentes',
      permisos: [],
      su: false,
      tipo: 'proveedor',
      navigationMenu: [],
      proveedor: {
        id: '7c1e4f3a-2b5d-4e6f-8a9b-0c1d2e3f4a5b',
        rut: '76.123.456-7',
        razonSocial: 'Arriendos Sur SpA',
      },
      obraIds: [],
      operadorId: null,
    }
    const storage = memoryStorage()
    const store = createSessionStore(storage)

    await loadSession({ getMe: async () => me }, store)

    expect(store.get()).toEqual({
      nombreUsuario: 'Rodrigo Fuentes',
      permisos: [],
      sesionIniciada: true,
      su: false,
      tipo: 'proveedor',
      navigationMenu: [],
      proveedor: me.proveedor,
    })
    expect(createSessionStore(storage).get()).toEqual(store.get())
  })
})
