// The browser's session of docs/portals.md, session (nombreUsuario, permisos, sesionIniciada, su, tipo,
// navigationMenu, proveedor), kept in localStorage under one key so a reload or a new tab starts
// signed in. Only a signed-in session is stored; signing out removes it and every field goes back
// to `emptySession`.
import type { NavigationMenuEntry, Session } from '@cordillera/contracts'
import { emptySession, sessionStorageKey } from './session-key.ts'
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

// What was stored is checked against the API's `Me` shape (the fields a session keeps), so an old
// or tampered value never reaches the screens (the API checks permissions again anyway; this
// only keeps the UI coherent). Written by hand, not with the contract's zod schema: every
// signed-in page reads the store before it shows, and zod is ~26 KB gzip it would otherwise load
// first (decision 052); `session-store.test.ts` holds it to the schema's verdicts.
const isString = (value: unknown): value is string => typeof value === 'string'
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const optionalString = (value: unknown) => value === undefined || isString(value)

function menuEntry(value: unknown): NavigationMenuEntry | undefined {
  if (!isRecord(value) || !isString(value.label)) return undefined
  if (!optionalString(value.path) || !optionalString(value.icon)) return undefined
  let children: NavigationMenuEntry[] | undefined
  if (value.children !== undefined) {
    children = menuEntries(value.children)
    if (!children) return undefined
  }
  return {
    label: value.label,
    ...(value.path === undefined ? {} : { path: value.path }),
    ...(value.icon === undefined ? {} : { icon: value.icon }),
    ...(children === undefined ? {} : { children }),
  }
}

function menuEntries(value: unknown): NavigationMenuEntry[] | undefined {
  if (!Array.isArray(value)) return undefined
  const entries = value.map(menuEntry)
  return entries.every((entry) => entry !== undefined) ? entries : undefined
}

function proveedorOf(value: unknown): Session['proveedor'] | undefined {
  if (value === null) return null
  if (!isRecord(value)) return undefined
  const { id, rut, razonSocial } = value
  if (!isString(id) || !uuidPattern.test(id) || !isString(rut) || !isString(razonSocial))
    return undefined
  return { id, rut, razonSocial }
}

/** The stored value as a signed-in session, or undefined when it is not one. */
function storedSession(value: Record<string, unknown>): Session | undefined {
  const { nombreUsuario, permisos, su, tipo } = value
  if (!isString(nombreUsuario) || typeof su !== 'boolean') return undefined
  if (!Array.isArray(permisos) || !permisos.every(isString)) return undefined
  if (tipo !== 'cordillera' && tipo !== 'proveedor') return undefined
  const navigationMenu = menuEntries(value.navigationMenu)
  const proveedor = proveedorOf(value.proveedor)
  if (!navigationMenu || proveedor === undefined) return undefined
  return { nombreUsuario, permisos, su, tipo, navigationMenu, proveedor, sesionIniciada: true }
}

function read(storage: StorageLike | null): Session {
  try {
    const raw = storage?.getItem(sessionStorageKey)
    if (!raw) return emptySession
    const value: unknown = JSON.parse(raw)
    if (!isRecord(value) || value.sesionIniciada !== true) return emptySession
    return storedSession(value) ?? emptySession
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
