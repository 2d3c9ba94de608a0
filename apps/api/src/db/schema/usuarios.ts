// People who sign in: staff (tipo cordillera), lessors (tipo proveedor, tied to one proveedor)
// and site clients (tied to obras through usuario_obras). The user pool owns the password; this
// table owns what a user may do: its own keys, its perfiles' keys (usuario_perfiles) and su.
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  businessTable,
  busquedaColumn,
  collated,
  listedTable,
  listIndexes,
  nombreIndexes,
  reference,
  sortIndexes,
} from './columns.ts'
import { obras } from './comercial.ts'
import { proveedores } from './proveedores.ts'
import { operadores } from './rrhh.ts'

export const tipoUsuario = pgEnum('tipo_usuario', ['cordillera', 'proveedor'])

export const usuarios = businessTable(
  'usuarios',
  {
    /** The pool's `sub`; filled on first sign-in when a user was created before its pool account. */
    cognitoSub: text('cognito_sub').unique(),
    /** Lower-case; the username in the user pool. */
    email: text('email').notNull().unique(),
    nombre: text('nombre').notNull(),
    tipo: tipoUsuario('tipo').notNull(),
    su: boolean('su').notNull().default(false),
    /** The keys given to the user itself; its perfiles' keys add to them (decision 069). */
    permisos: text('permisos').array().notNull().default([]),
    proveedorId: uuid('proveedor_id').references(() => proveedores.id),
    /** The operator record of an operator user: he signs its reports in the operador portal. */
    operadorId: uuid('operador_id').references(() => operadores.id),
    activo: boolean('activo').notNull().default(true),
    /** What the users list searches: the name and the e-mail, folded. */
    busqueda: busquedaColumn('nombre', 'email'),
  },
  // A lessor user always belongs to one proveedor; staff never do.
  (table) => [
    check(
      'usuarios_proveedor_por_tipo',
      sql`(${table.tipo} = 'proveedor') = (${table.proveedorId} is not null)`,
    ),
    ...sortIndexes('usuarios', table, { nombre: collated(table.nombre), email: table.email }),
    ...listIndexes('usuarios', table),
    // Who holds su, read by the last-superuser rule on every disable, delete and edit of one.
    index('usuarios_su_idx').on(table.id).where(sql`${table.su} and ${table.eliminadoEn} is null`),
  ],
)

export const usuarioObras = pgTable(
  'usuario_obras',
  {
    usuarioId: reference('usuario_id', () => usuarios.id),
    obraId: reference('obra_id', () => obras.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.usuarioId, table.obraId] }),
    index('usuario_obras_obra_idx').on(table.obraId),
  ],
)

/** A named bundle of permission keys (Comercial, Operaciones…); its holders have its keys. */
export const perfiles = listedTable(
  'perfiles',
  busquedaColumn('nombre', 'descripcion'),
  {
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    permisos: text('permisos').array().notNull().default([]),
  },
  (table) => nombreIndexes('perfiles', table),
)

/** The perfiles of a user, written with the user (its version and audit entries keep them). */
export const usuarioPerfiles = pgTable(
  'usuario_perfiles',
  {
    usuarioId: reference('usuario_id', () => usuarios.id),
    perfilId: reference('perfil_id', () => perfiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.usuarioId, table.perfilId] }),
    index('usuario_perfiles_perfil_idx').on(table.perfilId),
  ],
)
