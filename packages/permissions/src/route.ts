// The shape of one catalogue entry: a route of spec section 2 with who may open it.
export type Portal = 'backoffice' | 'arrendador' | 'operador'

/**
 * - `public`: no sign-in needed (login, forgot password).
 * - `always`: spec section 5 rule 2: every signed-in user (index, change password, tickets…).
 * - `keyed`: rules 3 and 4 apply: the user's tipo, then the permission key (when not empty).
 */
export type Access = 'public' | 'always' | 'keyed'

export type RouteEntry = {
  /** Unique route name; the always-allowed names of spec section 5 are used as written there. */
  name: string
  /** Path without the leading slash, params as `:name` (React Router syntax). `*` is the catch-all. */
  path: string
  portals: readonly Portal[]
  params: readonly string[]
  /** Permission key; `''` when the spec leaves it empty or gives none. */
  key: string
  access: Access
  /** Only users of tipo proveedor may open it (the lessor area); all other keyed routes need tipo cordillera. */
  proveedorOnly: boolean
  /** Spanish title, for menus, breadcrumbs and the route table. */
  title: string
  /** The menu section it is listed under, when it is a menu entry. */
  menu?: string | undefined
}

export type RowAction = {
  /** The list route whose rows show the action. */
  route: string
  /** Action name as the spec calls it (read, edit, delete, export, manage, contract, files…). */
  action: string
  /** Permission key; `''` when the spec says the key is empty. */
  key: string
}
