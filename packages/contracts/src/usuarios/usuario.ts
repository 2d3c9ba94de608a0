// Usuario: a person who signs in (docs/domain.md, users). The pool owns the password; the API
// owns what the user may do: its explicit keys, its perfiles (named bundles of keys) and su. Its
// kind (`tipo`) is what the API's audience rule reads (decision 069): staff of Cordillera, a site
// client (tied to obras), an operator (tied to its operator record) or a lessor (tied to one
// proveedor, created under it).
import { z } from 'zod'
import { actionSchema, readSchemas } from '../common/entity-schemas.ts'
import { idRelacionado, textoObligatorio } from '../common/fields.ts'
import { booleanFilterSchema, enumFilter, idFilter, listQuerySchema } from '../common/list-query.ts'
import { obraIdFilter, obraRefSchema } from '../common/references.ts'
import { withTrackingSorts } from '../common/tracking.ts'
import { vocabulary } from '../common/vocabulary.ts'
import { permisosSchema } from './permiso.ts'

/** A user's kind, as the lists and forms show it. */
export const [TIPOS_USUARIO_ADMIN, TIPO_USUARIO_ADMIN_LABEL] = vocabulary({
  cordillera: 'Personal Cordillera',
  cliente: 'Cliente de obra',
  operador: 'Operador',
  proveedor: 'Arrendador',
})
export type TipoUsuarioAdmin = (typeof TIPOS_USUARIO_ADMIN)[number]

/** The kinds `/v1/usuarios` creates; lessors are created under their proveedor. */
export const TIPOS_USUARIO_CREABLES = ['cordillera', 'cliente', 'operador'] as const

/** The user pool's states of an account, as the users' screens name them. */
export const [ESTADOS_ACCESO, ESTADO_ACCESO_LABEL] = vocabulary({
  FORCE_CHANGE_PASSWORD: 'Debe definir su contraseña',
  CONFIRMED: 'Activa',
  RESET_REQUIRED: 'Contraseña restablecida: debe definir una nueva',
  UNCONFIRMED: 'Sin confirmar',
  ARCHIVED: 'Archivada',
  COMPROMISED: 'Comprometida',
  EXTERNAL_PROVIDER: 'Proveedor externo',
  UNKNOWN: 'Desconocido',
})

/** How the temporary password reaches the new user: shown once to the admin, or e-mailed. */
export const [ENTREGAS_CONTRASENIA, ENTREGA_CONTRASENIA_LABEL] = vocabulary({
  mostrar: 'Mostrármela una vez para entregarla',
  correo: 'Enviarla por correo al usuario',
})

const emailObligatorio = z
  .string({ error: 'Ingrese el correo.' })
  .trim()
  .toLowerCase()
  .min(1, 'Ingrese el correo.')
  .max(254, 'Máximo 254 caracteres.')
  .pipe(z.email({ error: 'Ingrese un correo electrónico válido (nombre@empresa.cl).' }))

const idsDe = (campo: string, max: number) =>
  z
    .array(idRelacionado(campo), { error: 'Debe ser una lista.' })
    .max(max, `Máximo ${max}.`)
    .transform((ids) => [...new Set(ids)])

/** What a create and an edit both set. Absent = unchanged in an edit, none in a create. */
const usuarioFields = {
  nombre: textoObligatorio('el nombre', 120),
  /** Only a su may grant or take su, and only to staff. */
  su: z.boolean({ error: 'Indique sí o no.' }).optional(),
  /** Explicit keys (besides the perfiles'). */
  permisos: permisosSchema.optional(),
  perfilIds: idsDe('el perfil', 50).optional(),
  /** A site client's obras (at least one); nobody else has obras. */
  obraIds: idsDe('la obra', 500).optional(),
  /** An operator's record (rrhh's operadores); nobody else has one. */
  operadorId: idRelacionado('el operador').nullable().optional(),
}

const entrega = z
  .enum(ENTREGAS_CONTRASENIA, { error: 'Elija cómo entregar la contraseña temporal.' })
  .optional()

type Kind = { tipo?: string; obraIds?: string[]; operadorId?: string | null }

/** Each kind has what makes it that kind, and nothing of the others'. */
function kindRule(value: Kind, ctx: z.RefinementCtx) {
  const obras = value.obraIds?.length ?? 0
  if (value.tipo === 'cliente' && obras === 0) {
    ctx.addIssue({ code: 'custom', path: ['obraIds'], message: 'Elija al menos una obra.' })
  }
  if (value.tipo !== 'cliente' && obras > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['obraIds'],
      message: 'Solo un cliente de obra tiene obras.',
    })
  }
  if (value.tipo === 'operador' && !value.operadorId) {
    ctx.addIssue({ code: 'custom', path: ['operadorId'], message: 'Elija el operador.' })
  }
  if (value.tipo !== 'operador' && value.operadorId) {
    ctx.addIssue({
      code: 'custom',
      path: ['operadorId'],
      message: 'Solo un usuario operador tiene ficha de operador.',
    })
  }
}

/** POST /v1/usuarios: staff, a site client or an operator; the kind is fixed once created. */
export const createUsuarioSchema = z
  .object({
    ...usuarioFields,
    email: emailObligatorio,
    tipo: z.enum(TIPOS_USUARIO_CREABLES, { error: 'Elija el tipo de usuario.' }),
    entrega,
  })
  .superRefine(kindRule)
  .meta({ id: 'CrearUsuario' })
/**
 * PATCH /v1/usuarios/{id}: what changes and the version read. The e-mail (the pool's username)
 * and the kind do not change; the API checks the kind's rule on the merged user.
 */
export const updateUsuarioSchema = actionSchema('EditarUsuario', {
  ...usuarioFields,
  nombre: usuarioFields.nombre.optional(),
})
export type UpdateUsuarioInput = z.input<typeof updateUsuarioSchema>

/** POST /v1/proveedores/{id}/usuarios: a lessor user of that proveedor. */
export const createUsuarioArrendadorSchema = z
  .object({
    nombre: usuarioFields.nombre,
    email: emailObligatorio,
    permisos: usuarioFields.permisos,
    perfilIds: usuarioFields.perfilIds,
    entrega,
  })
  .meta({ id: 'CrearUsuarioArrendador' })

export const usuarioSorts = withTrackingSorts('nombre', 'email')
export const listUsuariosQuerySchema = listQuerySchema(usuarioSorts, 'nombre', {
  tipo: enumFilter(TIPOS_USUARIO_ADMIN, 'El tipo de usuario no es válido.'),
  perfilId: idFilter('El perfil no es válido.'),
  obraId: obraIdFilter,
  proveedorId: idFilter('El proveedor no es válido.'),
  activo: booleanFilterSchema,
})
export type ListUsuariosQuery = z.input<typeof listUsuariosQuerySchema>

/** A lessor's users (`/v1/proveedores/{id}/usuarios`): the same list, the proveedor the path's. */
export const listUsuariosArrendadorQuerySchema = listQuerySchema(usuarioSorts, 'nombre', {
  perfilId: idFilter('El perfil no es válido.'),
  activo: booleanFilterSchema,
})
export type ListUsuariosArrendadorQuery = z.input<typeof listUsuariosArrendadorQuerySchema>

export const perfilRefSchema = z.object({ id: z.uuid(), nombre: z.string() })
export type PerfilRef = z.infer<typeof perfilRefSchema>

export const usuarioRead = readSchemas(
  'Usuario',
  {
    id: z.uuid(),
    nombre: z.string(),
    email: z.string(),
    tipo: z.enum(TIPOS_USUARIO_ADMIN),
    su: z.boolean(),
    /** False once disabled: the API refuses it at once, the pool too. */
    activo: z.boolean(),
    /** By name. */
    perfiles: z.array(perfilRefSchema),
    /** A lessor's proveedor. */
    proveedor: z.object({ id: z.uuid(), razonSocial: z.string() }).nullable(),
    /** A site client's obras, how many. */
    obrasCount: z.number().int(),
  },
  {
    /** The keys given to the user itself. */
    permisos: z.array(z.string()),
    /** What the API lets it do: its keys ∪ its perfiles' keys, sorted (all of them when su). */
    permisosEfectivos: z.array(z.string()),
    /** A site client's obras, by código. */
    obras: z.array(obraRefSchema),
    /** An operator's record. */
    operador: z.object({ id: z.uuid(), nombre: z.string() }).nullable(),
    /** The pool's account: null when the pool has none or did not answer. */
    acceso: z.object({ estado: z.enum(ESTADOS_ACCESO), habilitado: z.boolean() }).nullable(),
  },
)
export const { usuarioRowSchema, usuarioDetailSchema, usuarioPageSchema } = usuarioRead
export type UsuarioRow = z.infer<typeof usuarioRowSchema>
export type UsuarioDetail = z.infer<typeof usuarioDetailSchema>

/** A create's answer: the user, and its temporary password this once (null when e-mailed). */
export const usuarioCreadoSchema = usuarioDetailSchema
  .extend({ contraseniaTemporal: z.string().nullable() })
  .meta({ id: 'UsuarioCreado' })
export type UsuarioCreado = z.infer<typeof usuarioCreadoSchema>
