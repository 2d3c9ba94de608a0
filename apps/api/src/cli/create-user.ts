// Creates a user in the user pool and in the database in one go (the admin CLI's `create`), the
// database part through the API's own create (usuarios/usuarios/create-usuario.ts). Checks
// everything it can before touching the pool, so bad input leaves nothing half-made; if the
// database write fails after the pool account exists, running the command again reuses it.
import { formatRut } from '@cordillera/contracts'
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { obras, proveedores, usuarios } from '../db/schema/index.ts'
import type { UserPoolAdmin } from '../user-pool/user-pool-admin.ts'
import { createUsuarioWith } from '../usuarios/usuarios/create-usuario.ts'
import type { CreateUserArgs } from './create-user-args.ts'

export class CreateUserError extends Error {
  override name = 'CreateUserError'
}

export type CreatedUser = {
  id: string
  sub: string
  /** True when the pool already had the account (its password was reset to the given one). */
  reusedPoolAccount: boolean
}

export async function createUser(
  db: Db,
  userPool: UserPoolAdmin,
  args: CreateUserArgs,
): Promise<CreatedUser> {
  const [existing] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.email, args.email))
  if (existing) throw new CreateUserError(`Ya existe un usuario con el correo ${args.email}.`)

  let proveedorId: string | null = null
  if (args.proveedor) {
    const [proveedor] = await db
      .select({ id: proveedores.id })
      .from(proveedores)
      .where(eq(proveedores.rut, args.proveedor))
    if (!proveedor) {
      throw new CreateUserError(`No existe un proveedor con RUT ${formatRut(args.proveedor)}.`)
    }
    proveedorId = proveedor.id
  }

  const obraRows = args.obras.length
    ? await db
        .select({ id: obras.id, codigo: obras.codigo })
        .from(obras)
        .where(inArray(obras.codigo, args.obras))
    : []
  const unknown = args.obras.filter((codigo) => !obraRows.some((obra) => obra.codigo === codigo))
  if (unknown.length) {
    throw new CreateUserError(
      unknown.length === 1
        ? `No existe ninguna obra con código ${unknown[0]}.`
        : `No existen obras con los códigos ${unknown.join(', ')}.`,
    )
  }

  const nombre = args.nombre ?? args.email.split('@')[0] ?? args.email
  const existingSub = await userPool.findUser(args.email)
  let sub: string
  if (existingSub) {
    await userPool.setPassword(args.email, args.password)
    sub = existingSub
  } else {
    sub = await userPool.createUser({ email: args.email, password: args.password, nombre })
  }

  // The API's create (decision 069), by the system: no author, every key grantable. The account
  // exists already with the password given, so its step has nothing left to do.
  const created = await createUsuarioWith(
    db,
    SISTEMA,
    {
      email: args.email,
      nombre,
      tipo: args.tipo,
      su: args.su,
      permisos: args.permisos,
      obraIds: obraRows.map((obra) => obra.id),
      proveedorId,
      cognitoSub: sub,
    },
    async () => ({ temporaryPassword: null }),
  )
  return { id: created.id, sub, reusedPoolAccount: existingSub !== null }
}

/** The CLI's operator, who has the database in hand: recorded as no one, as the seed is. */
const SISTEMA = { id: null as unknown as string, su: true, permisos: [] }
