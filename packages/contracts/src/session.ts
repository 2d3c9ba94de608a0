// The session of spec section 3: what the API tells a signed-in browser about its user.
// The portals persist it; on logout every field goes back to `emptySession`.
import { z } from 'zod'

export const tipoUsuarioSchema = z.enum(['cordillera', 'proveedor'])
export type TipoUsuario = z.infer<typeof tipoUsuarioSchema>

export const sessionProveedorSchema = z.object({
  id: z.string().uuid(),
  rut: z.string(),
  razonSocial: z.string(),
})
export type SessionProveedor = z.infer<typeof sessionProveedorSchema>

export type NavigationMenuEntry = {
  label: string
  path?: string | undefined
  icon?: string | undefined
  children?: NavigationMenuEntry[] | undefined
}

export const navigationMenuEntrySchema: z.ZodType<NavigationMenuEntry> = z
  .lazy(() =>
    z.object({
      label: z.string(),
      path: z.string().optional(),
      icon: z.string().optional(),
      children: z.array(navigationMenuEntrySchema).optional(),
    }),
  )
  .meta({ id: 'NavigationMenuEntry' })

/** GET /v1/me: the signed-in user as the portals keep it. */
export const meSchema = z
  .object({
    id: z.string().uuid(),
    email: z.string().email(),
    nombreUsuario: z.string(),
    permisos: z.array(z.string()),
    su: z.boolean(),
    tipo: tipoUsuarioSchema,
    navigationMenu: z.array(navigationMenuEntrySchema),
    proveedor: sessionProveedorSchema.nullable(),
    obraIds: z.array(z.string().uuid()),
    operadorId: z.string().uuid().nullable(),
  })
  .meta({ id: 'Me' })
export type Me = z.infer<typeof meSchema>

export { emptySession, type Session } from './empty-session.ts'
