// Seeds the demo data on start (SEED_DEMO). Idempotent: it only adds what is missing, in the
// database and in the user pool, so it runs safely on every start and never undoes edits made
// through the app (except re-linking a demo user to its pool account when the pool was reset).
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import {
  constructoras,
  gruposCliente,
  obras,
  proveedores,
  razonesSociales,
  usuarioObras,
  usuarios,
} from '../db/schema/index.ts'
import type { Logger } from '../logger.ts'
import type { UserPoolAdmin } from '../user-pool/user-pool-admin.ts'
import {
  DEMO_CONSTRUCTORAS,
  DEMO_GRUPOS_CLIENTE,
  DEMO_OBRAS,
  DEMO_PROVEEDORES,
  DEMO_RAZONES_SOCIALES,
  regionOf,
} from './demo-business.ts'
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demo-users.ts'

export type SeedReport = {
  /** Rows added to the database, by table. */
  inserted: Record<string, number>
  /** Users added to the user pool. */
  poolUsersCreated: number
  /** False without a pool or when it could not be reached (users then link on first sign-in). */
  poolChecked: boolean
}

export async function seedDemo(deps: {
  db: Db
  userPool: UserPoolAdmin | null
  logger: Logger
}): Promise<SeedReport> {
  const { db, logger } = deps
  const inserted = await seedBusiness(db)
  const pool = await seedPoolUsers(deps.userPool, logger)
  let usuariosAdded = 0
  let obrasAdded = 0
  await db.transaction(async (tx) => {
    for (const user of DEMO_USERS) {
      const added = await upsertDemoUser(tx, user, pool.subs.get(user.email))
      usuariosAdded += added.usuario
      obrasAdded += added.obras
    }
  })
  inserted.usuarios = usuariosAdded
  inserted.usuario_obras = obrasAdded
  const report = { inserted, poolUsersCreated: pool.created, poolChecked: pool.checked }
  logger.info(report, 'demo data seeded')
  return report
}

async function seedBusiness(db: Db): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const count = (rows: unknown[]) => rows.length
    const inserted: Record<string, number> = {}

    inserted.proveedores = count(
      await tx
        .insert(proveedores)
        .values(DEMO_PROVEEDORES.map((p) => ({ ...p, provisorio: p.provisorio ?? false })))
        .onConflictDoNothing({ target: proveedores.rut })
        .returning({ id: proveedores.id }),
    )
    inserted.grupos_cliente = count(
      await tx
        .insert(gruposCliente)
        .values(DEMO_GRUPOS_CLIENTE)
        .onConflictDoNothing({ target: gruposCliente.nombre })
        .returning({ id: gruposCliente.id }),
    )

    const grupos = await tx.select().from(gruposCliente)
    const grupoId = (nombre: string) => grupos.find((g) => g.nombre === nombre)?.id ?? null
    inserted.razones_sociales = count(
      await tx
        .insert(razonesSociales)
        .values(
          DEMO_RAZONES_SOCIALES.map(({ grupo, ...razon }) => ({
            ...razon,
            region: regionOf(razon.comuna),
            grupoClienteId: grupoId(grupo),
          })),
        )
        .onConflictDoNothing({ target: razonesSociales.rut })
        .returning({ id: razonesSociales.id }),
    )
    inserted.constructoras = count(
      await tx
        .insert(constructoras)
        .values(DEMO_CONSTRUCTORAS)
        .onConflictDoNothing({ target: constructoras.rut })
        .returning({ id: constructoras.id }),
    )

    const idsByRut = async (table: typeof constructoras | typeof razonesSociales) => {
      const rows = await tx.select({ id: table.id, rut: table.rut }).from(table)
      return new Map(rows.map((row) => [row.rut, row.id]))
    }
    const constructoraIds = await idsByRut(constructoras)
    const razonIds = await idsByRut(razonesSociales)
    inserted.obras = count(
      await tx
        .insert(obras)
        .values(
          DEMO_OBRAS.map(({ constructoraRut, razonSocialRut, administrador, ...obra }) => ({
            ...obra,
            region: regionOf(obra.comuna),
            constructoraId: required(constructoraIds.get(constructoraRut), constructoraRut),
            razonSocialId: required(razonIds.get(razonSocialRut), razonSocialRut),
            administradorNombre: administrador.nombre,
            administradorEmail: administrador.email,
            administradorTelefono: administrador.telefono,
          })),
        )
        .onConflictDoNothing({ target: obras.codigo })
        .returning({ id: obras.id }),
    )
    return inserted
  })
}

async function seedPoolUsers(userPool: UserPoolAdmin | null, logger: Logger) {
  const subs = new Map<string, string>()
  let created = 0
  if (!userPool) return { subs, created, checked: false }
  try {
    for (const user of DEMO_USERS) {
      let sub = await userPool.findUser(user.email)
      if (!sub) {
        sub = await userPool.createUser({
          email: user.email,
          password: DEMO_PASSWORD,
          nombre: user.nombre,
        })
        created++
      }
      subs.set(user.email, sub)
    }
    return { subs, created, checked: true }
  } catch (error) {
    // The API must start without the pool (it may come up later); users then link by e-mail on
    // their first sign-in and a later start creates the missing pool accounts.
    logger.warn({ err: error }, 'demo seed: user pool unreachable, pool accounts not checked')
    return { subs, created, checked: false }
  }
}

async function upsertDemoUser(db: Db, user: DemoUser, sub: string | undefined) {
  const proveedorId = user.proveedorRut
    ? required(
        (
          await db
            .select({ id: proveedores.id })
            .from(proveedores)
            .where(eq(proveedores.rut, user.proveedorRut))
        )[0]?.id,
        user.proveedorRut,
      )
    : null

  const added = await db
    .insert(usuarios)
    .values({
      email: user.email,
      nombre: user.nombre,
      tipo: user.tipo,
      su: user.su ?? false,
      permisos: [...user.permisos],
      proveedorId,
      cognitoSub: sub ?? null,
    })
    .onConflictDoNothing({ target: usuarios.email })
    .returning({ id: usuarios.id })

  const [row] = await db
    .select({ id: usuarios.id, cognitoSub: usuarios.cognitoSub })
    .from(usuarios)
    .where(eq(usuarios.email, user.email))
  if (!row) throw new Error(`demo user ${user.email} missing after insert`)
  if (sub && row.cognitoSub !== sub) {
    await db.update(usuarios).set({ cognitoSub: sub }).where(eq(usuarios.id, row.id))
  }

  let obrasAdded = 0
  if (user.obraCodigos?.length) {
    const obraRows = await db
      .select({ id: obras.id })
      .from(obras)
      .where(inArray(obras.codigo, [...user.obraCodigos]))
    const links = await db
      .insert(usuarioObras)
      .values(obraRows.map((obra) => ({ usuarioId: row.id, obraId: obra.id })))
      .onConflictDoNothing()
      .returning({ obraId: usuarioObras.obraId })
    obrasAdded = links.length
  }
  return { usuario: added.length, obras: obrasAdded }
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo seed: ${what} not found`)
  return value
}
