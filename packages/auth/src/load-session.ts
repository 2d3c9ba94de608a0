// Fills the session store from the API's view of the user (GET /v1/me), right after sign-in or
// when a signed-in browser has no stored session. The portal passes its data-client; any object
// with `getMe` will do, which keeps this package free of HTTP code.
import type { Me, Session } from '@cordillera/contracts'
import { type SessionStore, sessionStore } from './session-store.ts'

export type MeSource = { getMe: () => Promise<Me> }

export function sessionFromMe(me: Me): Session {
  return {
    nombreUsuario: me.nombreUsuario,
    permisos: me.permisos,
    sesionIniciada: true,
    su: me.su,
    tipo: me.tipo,
    navigationMenu: me.navigationMenu,
    proveedor: me.proveedor,
  }
}

export async function loadSession(source: MeSource, store: SessionStore = sessionStore) {
  const session = sessionFromMe(await source.getMe())
  store.set(session)
  return session
}
