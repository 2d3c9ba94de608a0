// The demo's perfiles and the users of every kind beyond the sign-in accounts of demo-users.ts
// (decision 069): staff with perfiles, site clients of obras, operators with their operator
// record, lessor users of the two demo lessors, some of each disabled, so the users' screens have
// enough to filter and page through. Every one gets a pool account with DEMO_PASSWORD (disabled
// ones disabled there too) when the pool answers. Rows are added only when their natural key
// (the perfil's name, the user's e-mail) was never used: a perfil or user deleted in the app
// stays deleted. The sign-in accounts of demo-users.ts keep their explicit keys and no perfil,
// which the e2e suites and the route walk rely on.
import { PERMISSION_KEYS, type PermissionKey } from '@cordillera/contracts'
import { keysOfArea } from '@cordillera/permissions'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/database.ts'
import { vigente } from '../db/schema/columns.ts'
import {
  obras,
  operadores,
  perfiles,
  proveedores,
  usuarioObras,
  usuarioPerfiles,
  usuarios,
} from '../db/schema/index.ts'
import type { Logger } from '../logger.ts'
import type { UserPoolAdministration } from '../user-pool/user-pool-admin.ts'
import {
  CLIENTE_OBRA_KEYS,
  COMERCIAL_KEYS,
  DEMO_PASSWORD,
  DEMO_USERS,
  OPERACIONES_KEYS,
  OPERADOR_KEYS,
  RRHH_KEYS,
} from './demo-users.ts'
import { APELLIDOS, NOMBRES } from './demo-vocabulary.ts'
import { seededRandom } from './seeded-random.ts'

type DemoPerfil = { nombre: string; descripcion: string; permisos: readonly PermissionKey[] }

const SOLO_LECTURA = PERMISSION_KEYS.filter((key) =>
  /^(comercial|operaciones|rrhh)\/(listar|detalle)-/.test(key),
)

export const DEMO_PERFILES = [
  {
    nombre: 'Comercial',
    descripcion: 'Área comercial: todo lo comercial.',
    permisos: COMERCIAL_KEYS,
  },
  {
    nombre: 'Operaciones',
    descripcion: 'Operaciones y logística de la flota.',
    permisos: OPERACIONES_KEYS,
  },
  { nombre: 'RRHH', descripcion: 'Trabajadores, operadores y sus reports.', permisos: RRHH_KEYS },
  {
    nombre: 'Operador',
    descripcion: 'Operador de maquinaria: sus reports.',
    permisos: OPERADOR_KEYS,
  },
  {
    nombre: 'Cliente de obra',
    descripcion: 'Cliente de una obra: las solicitudes y estados de pago de sus obras.',
    permisos: CLIENTE_OBRA_KEYS,
  },
  {
    nombre: 'Solo lectura',
    descripcion: 'Listas y detalles de comercial, operaciones y RRHH, sin modificar nada.',
    permisos: SOLO_LECTURA,
  },
  {
    nombre: 'Administración de usuarios',
    descripcion: 'Usuarios y perfiles: crear, editar, deshabilitar.',
    permisos: keysOfArea('usuarios'),
  },
  {
    nombre: 'Soporte',
    descripcion: 'Tickets de soporte de todos.',
    permisos: keysOfArea('tickets'),
  },
  {
    nombre: 'Arrendador',
    descripcion:
      'Usuarios de un arrendador. Su portal no pide permisos: se abre por ser arrendador.',
    permisos: [],
  },
] as const satisfies readonly DemoPerfil[]

type PerfilNombre = (typeof DEMO_PERFILES)[number]['nombre']

/** One generated user: its kind says what ties it (obras, an operator record, a proveedor). */
export type DemoUsuario = {
  email: string
  nombre: string
  perfiles: readonly PerfilNombre[]
  activo: boolean
} & (
  | { tipo: 'cordillera' }
  | { tipo: 'cliente'; obraCodigos: readonly string[] }
  | { tipo: 'operador' }
  | { tipo: 'proveedor'; proveedorRut: string; dominio: string }
)

const STAFF_PERFILES: readonly (readonly PerfilNombre[])[] = [
  ['Comercial'],
  ['Operaciones'],
  ['RRHH'],
  ['Solo lectura'],
  ['Comercial', 'Soporte'],
  ['Administración de usuarios', 'Solo lectura'],
]

// The two demo lessors with portal data: the lessor seeds (demo-arrendador.ts,
// demo-edp-externos.ts) give each lessor with a portal user its incidents, trips and external EDPs
// once, however many users it has.
const ARRENDADORES = [
  { rut: '76543210-3', dominio: 'arriendos-sur.cl' },
  { rut: '77120345-0', dominio: 'maqnorte.cl' },
]

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '')

/** 16 staff, 8 site clients, 6 operators, 6 lessor users; every seventh disabled. */
export function generateDemoUsuarios(): DemoUsuario[] {
  const random = seededRandom(24)
  const taken = new Set(DEMO_USERS.map((user) => user.email))
  const person = (domain: string) => {
    for (;;) {
      const nombre = random.pick(NOMBRES)
      const apellido = random.pick(APELLIDOS)
      const segundo = random.pick(APELLIDOS)
      const email = `${ascii(nombre)}.${ascii(apellido)}@${domain}`
      if (taken.has(email)) continue
      taken.add(email)
      return { email, nombre: `${nombre} ${apellido} ${segundo}` }
    }
  }
  const users: DemoUsuario[] = []
  const activo = () => (users.length + 1) % 7 !== 0
  for (let i = 0; i < 16; i++) {
    const perfiles = STAFF_PERFILES[i % STAFF_PERFILES.length] ?? []
    users.push({ ...person('cordillera.cl'), tipo: 'cordillera', perfiles, activo: activo() })
  }
  for (let i = 0; i < 8; i++) {
    const obraCodigos = [`OB-${String(2 + i).padStart(4, '0')}`]
    if (i % 3 === 0) obraCodigos.push(`OB-${String(12 + i).padStart(4, '0')}`)
    users.push({
      ...person('constructora.cl'),
      tipo: 'cliente',
      obraCodigos,
      perfiles: ['Cliente de obra'],
      activo: activo(),
    })
  }
  for (let i = 0; i < 6; i++) {
    users.push({
      ...person('cordillera.cl'),
      tipo: 'operador',
      perfiles: ['Operador'],
      activo: activo(),
    })
  }
  for (let i = 0; i < 6; i++) {
    const arrendador = ARRENDADORES[i % ARRENDADORES.length] ?? ARRENDADORES[0]
    users.push({
      ...person(arrendador?.dominio ?? 'arriendos-sur.cl'),
      tipo: 'proveedor',
      proveedorRut: arrendador?.rut ?? '',
      dominio: arrendador?.dominio ?? '',
      perfiles: ['Arrendador'],
      activo: activo(),
    })
  }
  return users
}

/** How many pool calls run at once: the seed's accounts are many, the local pool is quick. */
const POOL_BATCH = 8

/**
 * The perfiles, the generated users with their links, and their pool accounts. Operators take
 * operator records no user has yet (HR's seed made them); obras and proveedores are the demo's.
 */
export async function seedDemoUsuarios(
  db: Db,
  userPool: UserPoolAdministration | null,
  logger: Logger,
): Promise<{ inserted: Record<string, number>; poolCreated: number }> {
  const users = generateDemoUsuarios()
  const pool = userPool
    ? await seedPoolAccounts(userPool, users, logger)
    : { subs: new Map<string, string>(), created: 0 }
  const inserted = await db.transaction((tx) => seedRows(tx, users, pool.subs))
  return { inserted, poolCreated: pool.created }
}

async function seedRows(
  tx: Tx,
  users: DemoUsuario[],
  subs: ReadonlyMap<string, string>,
): Promise<Record<string, number>> {
  const known = new Set(
    (await tx.select({ nombre: sql<string>`lower(${perfiles.nombre})` }).from(perfiles)).map(
      (row) => row.nombre,
    ),
  )
  const nuevos = DEMO_PERFILES.filter((perfil) => !known.has(perfil.nombre.toLowerCase()))
  const perfilesAdded = nuevos.length
    ? await tx
        .insert(perfiles)
        .values(nuevos.map((perfil) => ({ ...perfil, permisos: [...perfil.permisos] })))
        .onConflictDoNothing()
        .returning({ id: perfiles.id })
    : []
  const perfilIds = new Map(
    (
      await tx
        .select({ id: perfiles.id, nombre: perfiles.nombre })
        .from(perfiles)
        .where(vigente(perfiles))
    ).map((row) => [row.nombre, row.id]),
  )

  const stored = await tx
    .select({ id: usuarios.id, email: usuarios.email, cognitoSub: usuarios.cognitoSub })
    .from(usuarios)
    .where(
      inArray(
        usuarios.email,
        users.map((user) => user.email),
      ),
    )
  // A user seeded before against another pool (or none) is tied to this pool's account.
  for (const row of stored) {
    const sub = subs.get(row.email)
    if (sub && row.cognitoSub !== sub) {
      await tx.update(usuarios).set({ cognitoSub: sub }).where(eq(usuarios.id, row.id))
    }
  }
  const emails = new Set(stored.map((row) => row.email))
  const missing = users.filter((user) => !emails.has(user.email))
  if (missing.length === 0) {
    return { perfiles: perfilesAdded.length, usuarios: 0, usuario_perfiles: 0, usuario_obras: 0 }
  }

  const obraIds = new Map(
    (await tx.select({ id: obras.id, codigo: obras.codigo }).from(obras)).map((row) => [
      row.codigo,
      row.id,
    ]),
  )
  const proveedorIds = new Map(
    (
      await tx
        .select({ id: proveedores.id, rut: proveedores.rut })
        .from(proveedores)
        .where(
          inArray(
            proveedores.rut,
            ARRENDADORES.map((arrendador) => arrendador.rut),
          ),
        )
    ).map((row) => [row.rut, row.id]),
  )
  const libres = (
    await tx
      .select({ id: operadores.id })
      .from(operadores)
      .leftJoin(usuarios, eq(usuarios.operadorId, operadores.id))
      .where(and(vigente(operadores), isNull(usuarios.id)))
      .orderBy(operadores.id)
  ).map((row) => row.id)

  const rows = missing.flatMap((user) => {
    const operadorId = user.tipo === 'operador' ? libres.shift() : undefined
    const proveedorId = user.tipo === 'proveedor' ? proveedorIds.get(user.proveedorRut) : undefined
    // A demo without HR's operators or that lessor leaves those users out.
    if ((user.tipo === 'operador' && !operadorId) || (user.tipo === 'proveedor' && !proveedorId)) {
      return []
    }
    return [
      {
        email: user.email,
        nombre: user.nombre,
        tipo: user.tipo === 'proveedor' ? ('proveedor' as const) : ('cordillera' as const),
        activo: user.activo,
        proveedorId: proveedorId ?? null,
        operadorId: operadorId ?? null,
        cognitoSub: subs.get(user.email) ?? null,
      },
    ]
  })
  const added = rows.length
    ? await tx
        .insert(usuarios)
        .values(rows)
        .onConflictDoNothing({ target: usuarios.email })
        .returning({ id: usuarios.id, email: usuarios.email })
    : []
  const byEmail = new Map(users.map((user) => [user.email, user]))
  const perfilLinks = added.flatMap(({ id, email }) =>
    (byEmail.get(email)?.perfiles ?? []).flatMap((nombre) => {
      const perfilId = perfilIds.get(nombre)
      return perfilId ? [{ usuarioId: id, perfilId }] : []
    }),
  )
  const obraLinks = added.flatMap(({ id, email }) => {
    const user = byEmail.get(email)
    const codigos = user?.tipo === 'cliente' ? user.obraCodigos : []
    return codigos.flatMap((codigo) => {
      const obraId = obraIds.get(codigo)
      return obraId ? [{ usuarioId: id, obraId }] : []
    })
  })
  if (perfilLinks.length) await tx.insert(usuarioPerfiles).values(perfilLinks)
  if (obraLinks.length) await tx.insert(usuarioObras).values(obraLinks)
  return {
    perfiles: perfilesAdded.length,
    usuarios: added.length,
    usuario_perfiles: perfilLinks.length,
    usuario_obras: obraLinks.length,
  }
}

/** Each user's pool account (DEMO_PASSWORD), disabled when the user is: their subs by e-mail. */
async function seedPoolAccounts(
  userPool: UserPoolAdministration,
  users: DemoUsuario[],
  logger: Logger,
): Promise<{ subs: Map<string, string>; created: number }> {
  const subs = new Map<string, string>()
  let created = 0
  try {
    for (let start = 0; start < users.length; start += POOL_BATCH) {
      const batch = users.slice(start, start + POOL_BATCH)
      await Promise.all(
        batch.map(async (user) => {
          let sub = await userPool.findUser(user.email)
          if (!sub) {
            sub = await userPool.createUser({
              email: user.email,
              password: DEMO_PASSWORD,
              nombre: user.nombre,
            })
            if (!user.activo) await userPool.disableUser(user.email)
            created++
          }
          subs.set(user.email, sub)
        }),
      )
    }
  } catch (error) {
    // As for the sign-in accounts: the API starts without the pool, a later start adds them.
    logger.warn({ err: error }, 'demo seed: user pool unreachable, generated users not added')
  }
  return { subs, created }
}
