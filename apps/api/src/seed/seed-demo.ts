// Seeds the demo data on start (SEED_DEMO). Idempotent: it only adds what is missing, in the
// database and in the user pool, so it runs safely on every start and never undoes edits made
// through the app (except re-linking a demo user to its pool account when the pool was reset).
import { eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../db/database.ts'
import {
  constructoras,
  contactosRazonSocial,
  gruposCliente,
  obras,
  proveedores,
  razonesSociales,
  usuarioObras,
  usuarios,
} from '../db/schema/index.ts'
import type { Logger } from '../logger.ts'
import type { CifradoSii } from '../sii/cifrado.ts'
import type { FileStorage } from '../storage/file-storage.ts'
import type { UserPoolAdmin, UserPoolAdministration } from '../user-pool/user-pool-admin.ts'
import { seedDemoArrendador } from './demo-arrendador.ts'
import { seedDemoAsignaciones } from './demo-asignaciones.ts'
import {
  DEMO_CONSTRUCTORAS,
  DEMO_GRUPOS_CLIENTE,
  DEMO_OBRAS,
  DEMO_PROVEEDORES,
  DEMO_RAZONES_SOCIALES,
  regionOf,
} from './demo-business.ts'
import { seedDemoContratos } from './demo-contratos.ts'
import { seedDemoDocumentos } from './demo-documentos.ts'
import { seedDemoDocumentosTrabajador } from './demo-documentos-trabajador.ts'
import { seedDemoEdps } from './demo-edp.ts'
import { seedDemoEdpExternos } from './demo-edp-externos.ts'
import { generateDemoComercial } from './demo-generated.ts'
import { seedDemoMovimientos } from './demo-movimientos.ts'
import { seedDemoOperaciones } from './demo-operaciones.ts'
import { seedDemoReports } from './demo-reports.ts'
import { seedDemoSii } from './demo-sii.ts'
import { seedDemoTickets } from './demo-tickets.ts'
import { seedDemoTrabajadores } from './demo-trabajadores.ts'
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demo-users.ts'
import { seedDemoUsuarios } from './demo-usuarios.ts'
import { seedDemoValoresUf } from './demo-valores-uf.ts'

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
  userPool: UserPoolAdministration | null
  logger: Logger
  /** Where the demo documents' files go; without one, no documents are seeded. */
  storage?: FileStorage | null
  /**
   * The cipher the app's SII routes keep the certificate and CAFs with (sii/cifrado.ts); without
   * one, no SII data is seeded (the tests' databases start without settings).
   */
  cifradoSii?: CifradoSii | null
}): Promise<SeedReport> {
  const { db, logger } = deps
  const inserted = await seedBusiness(db, deps.storage ?? null)
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
  // The perfiles and the users of every kind the users' screens list (decision 069).
  const usuariosDemo = await seedDemoUsuarios(db, deps.userPool, logger)
  inserted.usuarios = usuariosAdded + (usuariosDemo.inserted.usuarios ?? 0)
  inserted.usuario_obras = obrasAdded + (usuariosDemo.inserted.usuario_obras ?? 0)
  inserted.perfiles = usuariosDemo.inserted.perfiles ?? 0
  inserted.usuario_perfiles = usuariosDemo.inserted.usuario_perfiles ?? 0
  // After the users: the site client's requests name it as their solicitante.
  Object.assign(inserted, await db.transaction((tx) => seedDemoContratos(tx)))
  // After the contracts: the assets' movements follow the stored contract items.
  Object.assign(inserted, await db.transaction((tx) => seedDemoMovimientos(tx)))
  // After the movements: operators are assigned to the contract items as stored, and their
  // reports skip the days the asset was in the workshop.
  Object.assign(inserted, await db.transaction((tx) => seedDemoAsignaciones(tx)))
  Object.assign(inserted, await db.transaction((tx) => seedDemoReports(tx, deps.storage ?? null)))
  // After the reports: the EDPs are computed from the contracts, movements and reports as seeded.
  Object.assign(inserted, await db.transaction((tx) => seedDemoEdps(tx)))
  // After the movements: the lessors' incidents name the obra their asset is at.
  Object.assign(inserted, await db.transaction((tx) => seedDemoArrendador(tx)))
  // After the lessors' incidents: their agreements and external EDPs (a falla's days left out).
  Object.assign(inserted, await db.transaction((tx) => seedDemoEdpExternos(tx)))
  // After the users: every kind of user opens tickets, staff answer them (decision 070).
  Object.assign(inserted, await db.transaction((tx) => seedDemoTickets(tx)))
  // After the EDPs and movements: the SII's settings, certificate and CAFs, then a few facturas
  // and guías issued through the API's own operations (each its own transaction).
  if (deps.cifradoSii) Object.assign(inserted, await seedDemoSii(db, deps.cifradoSii))
  const report = {
    inserted,
    poolUsersCreated: pool.created + usuariosDemo.poolCreated,
    poolChecked: pool.checked,
  }
  logger.info(report, 'demo data seeded')
  return report
}

// Business rows are added only when their natural key (RUT, código, group name) was never used,
// deleted rows included: a demo row someone deleted through the app stays deleted.
async function seedBusiness(db: Db, storage: FileStorage | null): Promise<Record<string, number>> {
  const generated = generateDemoComercial()
  return db.transaction(async (tx) => {
    const inserted: Record<string, number> = {}

    const proveedorRuts = await keysOf(tx, proveedores, proveedores.rut)
    const nuevosProveedores = [
      ...DEMO_PROVEEDORES.map((p) => ({ ...p, provisorio: p.provisorio ?? false })),
      ...generated.proveedores,
    ].filter((row) => !proveedorRuts.has(row.rut))
    inserted.proveedores = await insertMissing(nuevosProveedores, (rows) =>
      tx.insert(proveedores).values(rows).onConflictDoNothing().returning({ id: proveedores.id }),
    )

    const grupoNombres = await keysOf(
      tx,
      gruposCliente,
      sql<string>`lower(${gruposCliente.nombre})`,
    )
    const nuevosGrupos = [...DEMO_GRUPOS_CLIENTE, ...generated.grupos].filter(
      (row) => !grupoNombres.has(row.nombre.toLowerCase()),
    )
    inserted.grupos_cliente = await insertMissing(nuevosGrupos, (rows) =>
      tx
        .insert(gruposCliente)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: gruposCliente.id }),
    )
    const grupoIds = await idsBy(tx, gruposCliente, gruposCliente.nombre)

    const razonRuts = await keysOf(tx, razonesSociales, razonesSociales.rut)
    const nuevasRazones = [...DEMO_RAZONES_SOCIALES, ...generated.razonesSociales].filter(
      (row) => !razonRuts.has(row.rut),
    )
    const razonesAgregadas = nuevasRazones.length
      ? await tx
          .insert(razonesSociales)
          .values(
            nuevasRazones.map(({ grupo, contactos: _contactos, ...razon }) => ({
              ...razon,
              region: regionOf(razon.comuna),
              grupoClienteId: grupo ? (grupoIds.get(grupo) ?? null) : null,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: razonesSociales.id, rut: razonesSociales.rut })
      : []
    inserted.razones_sociales = razonesAgregadas.length

    // Contacts come with their razón social: only new razones sociales get them.
    const contactosPorRut = new Map(nuevasRazones.map((row) => [row.rut, row.contactos]))
    const nuevosContactos = razonesAgregadas.flatMap(({ id, rut }) =>
      (contactosPorRut.get(rut) ?? []).map((contacto) => ({ ...contacto, razonSocialId: id })),
    )
    inserted.contactos_razon_social = await insertMissing(nuevosContactos, (rows) =>
      tx
        .insert(contactosRazonSocial)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: contactosRazonSocial.id }),
    )

    const constructoraRuts = await keysOf(tx, constructoras, constructoras.rut)
    const nuevasConstructoras = [...DEMO_CONSTRUCTORAS, ...generated.constructoras].filter(
      (row) => !constructoraRuts.has(row.rut),
    )
    inserted.constructoras = await insertMissing(nuevasConstructoras, (rows) =>
      tx
        .insert(constructoras)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: constructoras.id }),
    )

    const constructoraIds = await idsBy(tx, constructoras, constructoras.rut)
    const razonIds = await idsBy(tx, razonesSociales, razonesSociales.rut)
    const obraCodigos = await keysOf(tx, obras, obras.codigo)
    const nuevasObras = [
      ...DEMO_OBRAS.map((obra) => ({ ...obra, fechaTermino: null, activa: true })),
      ...generated.obras,
    ].flatMap(({ constructoraRut, razonSocialRut, administrador, ...obra }) => {
      const constructoraId = constructoraIds.get(constructoraRut)
      const razonSocialId = razonIds.get(razonSocialRut)
      // An obra whose constructora or client was deleted is left out.
      if (obraCodigos.has(obra.codigo) || !constructoraId || !razonSocialId) return []
      return [
        {
          ...obra,
          region: regionOf(obra.comuna),
          constructoraId,
          razonSocialId,
          administradorNombre: administrador.nombre,
          administradorEmail: administrador.email,
          administradorTelefono: administrador.telefono,
        },
      ]
    })
    inserted.obras = await insertMissing(nuevasObras, (rows) =>
      tx.insert(obras).values(rows).onConflictDoNothing().returning({ id: obras.id }),
    )
    // Códigos the server gives new obras continue after the seeded ones.
    await tx.execute(sql`
      select setval(${OBRAS_CODIGO_SEQ}, greatest(
        (select coalesce(max(cast(substring(${obras.codigo} from '^OB-([0-9]+)$') as integer)), 0) from ${obras}),
        1
      ))`)
    Object.assign(inserted, await seedDemoOperaciones(tx))
    Object.assign(inserted, await seedDemoValoresUf(tx))
    // Before the users: operador@ names its operator record.
    Object.assign(inserted, await seedDemoTrabajadores(tx))
    if (storage) Object.assign(inserted, await seedDemoDocumentos(tx, storage))
    if (storage) Object.assign(inserted, await seedDemoDocumentosTrabajador(tx, storage))
    return inserted
  })
}

const OBRAS_CODIGO_SEQ = 'obras_codigo_seq'

type Keyed = typeof proveedores | typeof gruposCliente | typeof razonesSociales
type AnyBusinessTable = Keyed | typeof constructoras | typeof obras | typeof contactosRazonSocial

/** Every value of a natural key ever used in the table, deleted rows included. */
async function keysOf(
  tx: Tx,
  table: AnyBusinessTable,
  key: SQL<string> | AnyPgColumn,
): Promise<Set<string>> {
  const rows = await tx.select({ key: sql<string>`${key}` }).from(table)
  return new Set(rows.map((row) => row.key))
}

/** Ids of the rows not deleted, by a natural key. */
async function idsBy(
  tx: Tx,
  table: typeof gruposCliente | typeof razonesSociales | typeof constructoras,
  key: AnyPgColumn,
): Promise<Map<string, string>> {
  const rows = await tx
    .select({ key: sql<string>`${key}`, id: table.id })
    .from(table)
    .where(isNull(table.eliminadoEn))
  return new Map(rows.map((row) => [row.key, row.id]))
}

/**
 * One batch insert of `rows` (none: no statement), counting the rows added; a row a concurrent
 * start inserted first is skipped (`on conflict do nothing`), not an error.
 */
async function insertMissing<Row>(
  rows: Row[],
  insert: (rows: Row[]) => Promise<unknown[]>,
): Promise<number> {
  return rows.length === 0 ? 0 : (await insert(rows)).length
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
      operadorId: user.operadorId ?? null,
      cognitoSub: sub ?? null,
    })
    .onConflictDoNothing({ target: usuarios.email })
    .returning({ id: usuarios.id })

  const [row] = await db
    .select({ id: usuarios.id, cognitoSub: usuarios.cognitoSub, operadorId: usuarios.operadorId })
    .from(usuarios)
    .where(eq(usuarios.email, user.email))
  if (!row) throw new Error(`demo user ${user.email} missing after insert`)
  if (sub && row.cognitoSub !== sub) {
    await db.update(usuarios).set({ cognitoSub: sub }).where(eq(usuarios.id, row.id))
  }
  // A database seeded before operators were told apart from staff: mark the demo operator.
  if (user.operadorId && row.operadorId === null) {
    await db.update(usuarios).set({ operadorId: user.operadorId }).where(eq(usuarios.id, row.id))
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
