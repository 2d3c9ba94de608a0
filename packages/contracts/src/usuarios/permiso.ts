// A permission key as a user or a perfil is given it: one of the catalogue's keys (the generated
// list, permission-keys.gen.ts), else a 400 naming the key at its place in the list.
import { z } from 'zod'
import { PERMISSION_KEYS, type PermissionKey } from '../permission-keys.gen.ts'

const known: ReadonlySet<string> = new Set(PERMISSION_KEYS)

/** Whether `key` is one of the catalogue's permission keys. */
export const esPermiso = (key: string): key is PermissionKey => known.has(key)

const permisoSchema = z.string({ error: 'Cada permiso debe ser texto.' }).refine(esPermiso, {
  error: (issue) => `El permiso ${String(issue.input)} no existe en el catálogo.`,
})

/** A list of keys: each one known, at most 300, answered sorted without repeats. */
export const permisosSchema = z
  .array(permisoSchema, { error: 'Los permisos deben ser una lista.' })
  .max(300, 'Máximo 300 permisos.')
  .transform((keys) => [...new Set(keys)].sort() as PermissionKey[])
