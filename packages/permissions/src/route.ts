// The shape of one catalogue entry: a route of the portals with who may open it. The entry types
// keep their literal name, path and key, so links and keys are checked by the compiler
// (docs/permission-keys.md, typed keys and links).
import type { PermissionKey } from '@cordillera/contracts'

export type Portal = 'backoffice' | 'arrendador' | 'operador'

/** The key a route or row action needs: a catalogue key, or `''` for none beyond the tipo. */
export type AccessKey = PermissionKey | ''

/**
 * - `public`: no sign-in needed (login, forgot password).
 * - `always`: every signed-in user (index, change password, tickets…; docs/portals.md, navigation
 *   rules 2).
 * - `keyed`: rules 3 and 4 apply: the user's tipo, then the permission key (when not empty).
 */
export type Access = 'public' | 'always' | 'keyed'

export type RouteEntry<
  Name extends string = string,
  Path extends string = string,
  Key extends AccessKey = AccessKey,
> = {
  /** Unique route name; the always-allowed names of docs/portals.md are used as written there. */
  name: Name
  /** Path without the leading slash, params as `:name` (React Router syntax). `*` is the catch-all. */
  path: Path
  portals: readonly Portal[]
  params: readonly string[]
  /** Permission key; `''` when the route has none (docs/permission-keys.md, empty keys). */
  key: Key
  access: Access
  /** Only users of tipo proveedor may open it (the lessor area); all other keyed routes need tipo cordillera. */
  proveedorOnly: boolean
  /** Spanish title, for menus, breadcrumbs and the route table. */
  title: string
  /** The menu section it is listed under, when it is a menu entry. */
  menu?: string | undefined
}

export type RowAction<
  Route extends string = string,
  Action extends string = string,
  Key extends AccessKey = AccessKey,
> = {
  /** The list route whose rows show the action. */
  route: Route
  /** Action name (read, edit, delete, export, manage, contract, files…). */
  action: Action
  /** Permission key; `''` when every user who sees the list may use it. */
  key: Key
}
