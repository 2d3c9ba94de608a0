// The browser-side session and its signed-out value, without the zod schemas of ./session.ts: the
// auth package's session store starts from it before any schema loads (decision 052).
import type { NavigationMenuEntry, SessionProveedor, TipoUsuario } from './session.ts'

/** The browser-side session: section 3's fields. */
export type Session = {
  nombreUsuario: string
  permisos: string[]
  sesionIniciada: boolean
  su: boolean
  tipo: TipoUsuario | ''
  navigationMenu: NavigationMenuEntry[]
  proveedor: SessionProveedor | null
}

/** Nobody signed in: every field empty, as on logout. */
export const emptySession: Session = {
  nombreUsuario: '',
  permisos: [],
  sesionIniciada: false,
  su: false,
  tipo: '',
  navigationMenu: [],
  proveedor: null,
}
