// People who sign in: staff (tipo cordillera), lessors (tipo proveedor, tied to one proveedor)
// and site clients (tied to obras through usuario_obras). The user pool owns the password; this
// table owns what a user may do.
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
import { businessTable, reference } from './columns.ts'
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
    permisos: text('permisos').array().notNull().default([]),
    proveedorId: uuid('proveedor_id').references(() => proveedores.id),
    /** The operator record of an operator user: he signs its reports in the operador portal. */
    operadorId: uuid('operador_id').references(() => operadores.id),
    activo: boolean('activo').notNull().default(true),
  },
  // A lessor user always belongs to one proveedor; staff never do.
  (table) => [
    check(
      'usuarios_proveedor_por_tipo',
      sql`(${table.tipo} = 'proveedor') = (${table.proveedorId} is not null)`,
    ),
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
