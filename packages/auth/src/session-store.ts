// The browser's session of docs/portals.md, session (nombreUsuario, permisos, sesionIniciada, su, tipo,
// navigationMenu, proveedor), kept in localStorage under one key so a reload or a new tab starts
// signed in. Only a signed-in session is stored; signing out removes it and every field goes back
// to `emptySession`.
import { emptySession, meSchema, type Session } from '@cordillera/contracts'
import { sessionStorageKey } from './session-key.ts'
import { clearUserData } from './user-data.ts'

export { sessionStorageKey }

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type SessionStore = {
  get: () => Session
  set: (session: Session) => void
  reset: () => void
  /** Re-reads storage (another tab signed in or out). */
  reload: () => void
  subscribe: (listener: () => void) => () => void
}

// What was stored is checked with the API's own schema: an old or tampered value must not reach
// the screens (the API checks permissions again anyway; this only keeps the UI coherent).
const storedFields = meSchema.pick({
  nombreUsuario: true,
  permisos: true,
  su: true,
  tipo: true,
  navigationMenu: true,
  proveedor: true,
})

function read(storage: StorageLike | null): Session {
  try {
    const raw = storage?.getItem(sessionStorageKey)
    if (!raw) return emptySession
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null || !('sesionIniciada' in value)) {
      return emptySession
    }
    if (value.sesionIniciada !== true) return emptySession
    const parsed = storedFields.safeParse(value)
    return parsed.success ? { ...parsed.data, sesionIniciada: true } : emptySession
  } catch {
    return emptySession
  }
}

// Storage can refuse (private mode, full quota): the session then lives only in memory.
function write(storage: StorageLike | null, session: Session) {
  try {
    if (session.sesionIniciada) storage?.setItem(sessionStorageKey, JSON.stringify(session))
    else storage?.removeItem(sessionStorageKey)
  } catch {}
}

export function createSessionStore(storage: StorageLike | null): SessionStore {
  let current = read(storage)
  const listeners = new Set<() => void>()
  const change = (session: Session) => {
    current = session
    for (const listener of listeners) listener()
  }
  return {
    // `get` returns the same object until the session changes, as useSyncExternalStore requires.
    get: () => current,
    set: (session) => {
      write(storage, session)
      change(session)
    },
    reset: () => {
      write(storage, emptySession)
      change(emptySession)
    },
    reload: () => change(read(storage)),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** The portal's session. Outside a browser (the build's prerender, tests) it lives in memory. */
export const sessionStore = createSessionStore(browserStorage())

if (typeof window !== 'undefined') {
  // A sign-in or sign-out in another tab shows up here too, instead of a stale name or menu; a
  // sign-out there empties this tab's data cache as well (decision 038).
  window.addEventListener('storage', (event) => {
    if (event.key !== sessionStorageKey && event.key !== null) return
    const signedIn = sessionStore.get().sesionIniciada
    sessionStore.reload()
    if (signedIn && !sessionStore.get().sesionIniciada) void clearUserData()
  })
}
