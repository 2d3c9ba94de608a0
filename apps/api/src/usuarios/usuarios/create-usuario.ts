// POST /v1/usuarios and POST /v1/proveedores/{id}/usuarios: a new user, invited in the user pool
// with a temporary password (decision 068) that the answer carries this once. Order (decision
// 069): in one transaction the checks, the row, its perfiles and obras, its audit entry and its
// detail, and last of all the pool's AdminCreateUser; a refusal or failure of the pool rolls the
// transaction back, so neither half exists. Nothing is written after the pool answers: the row
// links to its account at the first sign-in, by the verified e-mail the invitation sets
// (auth/auth-user.ts). Only a failing commit could leave an account without its row, which the
// API refuses to serve.
import type {
  createUsuarioArrendadorSchema,
  createUsuarioSchema,
  UsuarioCreado,
} from '@cordillera/contracts'
import type { z } from 'zod'
import type { AuthUser } from '../../auth/auth-user.ts'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { usuarioDetail } from './get-usuario.ts'
import type { UserPool } from './user-pool.ts'
import {
  checkObras,
  checkOperador,
  type Grantor,
  refuseEscalation,
  requireProveedor,
} from './usuario-grants.ts'
import { usuarioRecords, writeLinks } from './usuario-records.ts'

/** A user about to exist: what every kind's create gives. */
export type NuevoUsuario = {
  nombre: string
  email: string
  tipo: 'cordillera' | 'proveedor'
  su?: boolean | undefined
  permisos?: readonly string[] | undefined
  perfilIds?: readonly string[] | undefined
  obraIds?: readonly string[] | undefined
  operadorId?: string | null | undefined
  proveedorId?: string | null | undefined
  entrega?: 'mostrar' | 'correo' | undefined
  /** Its pool account's sub, when the account was made before (the admin CLI's). */
  cognitoSub?: string | undefined
}

/**
 * The user's pool account, the create's last step: the temporary password to answer once (null
 * when e-mailed or when the account has a password of its own).
 */
export type AccountStep = (nuevo: NuevoUsuario) => Promise<{ temporaryPassword: string | null }>

/** AdminCreateUser with a temporary password (decision 068), shown once or e-mailed. */
export const invitedIn =
  (pool: UserPool): AccountStep =>
  (nuevo) =>
    pool.inviteUser({
      email: nuevo.email,
      nombre: nuevo.nombre,
      delivery: nuevo.entrega === 'correo' ? 'email' : 'show',
    })

/** The one way a user is created: the API's routes and the admin CLI alike. */
export async function createUsuarioWith(
  db: Db,
  actor: Grantor,
  nuevo: NuevoUsuario,
  account: AccountStep,
): Promise<UsuarioCreado> {
  const su = nuevo.su ?? false
  const permisos = [...(nuevo.permisos ?? [])]
  const perfilIds = [...(nuevo.perfilIds ?? [])]
  const obraIds = [...(nuevo.obraIds ?? [])]
  let contraseniaTemporal: string | null = null
  const detail = await usuarioRecords.create(
    db,
    actor as Actor,
    async (tx) => {
      if (su && (nuevo.tipo !== 'cordillera' || obraIds.length || nuevo.operadorId)) {
        throw invalidFields({ su: 'Solo el personal de Cordillera puede ser superusuario.' })
      }
      await refuseEscalation(tx, actor, { permisos, perfilIds, su })
      await checkObras(tx, obraIds)
      if (nuevo.operadorId) await checkOperador(tx, nuevo.operadorId, null)
      if (nuevo.proveedorId) await requireProveedor(tx, nuevo.proveedorId)
      return {
        email: nuevo.email,
        nombre: nuevo.nombre,
        tipo: nuevo.tipo,
        su,
        permisos,
        proveedorId: nuevo.proveedorId ?? null,
        operadorId: nuevo.operadorId ?? null,
        cognitoSub: nuevo.cognitoSub ?? null,
      }
    },
    async (tx, row) => {
      const created = await usuarioDetail(tx, row.id)
      // Last: the pool's refusal (an e-mail it has, 409) or failure (503) undoes all of the above.
      contraseniaTemporal = (await account(nuevo)).temporaryPassword
      return created
    },
    (tx, row) => writeLinks(tx, row.id, { perfilIds, obraIds }),
  )
  return {
    ...detail,
    acceso: { estado: nuevo.cognitoSub ? 'CONFIRMED' : 'FORCE_CHANGE_PASSWORD', habilitado: true },
    contraseniaTemporal,
  }
}

/** POST /v1/usuarios: staff, a site client or an operator (the tipo cordillera kinds). */
export function createUsuario(
  db: Db,
  pool: UserPool,
  actor: AuthUser,
  input: z.output<typeof createUsuarioSchema>,
): Promise<UsuarioCreado> {
  const { tipo: _kind, ...rest } = input
  return createUsuarioWith(db, actor, { ...rest, tipo: 'cordillera' }, invitedIn(pool))
}

/** POST /v1/proveedores/{id}/usuarios: a lessor user of that proveedor. */
export function createUsuarioArrendador(
  db: Db,
  pool: UserPool,
  actor: AuthUser,
  proveedorId: string,
  input: z.output<typeof createUsuarioArrendadorSchema>,
): Promise<UsuarioCreado> {
  return createUsuarioWith(db, actor, { ...input, tipo: 'proveedor', proveedorId }, invitedIn(pool))
}
