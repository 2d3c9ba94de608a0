// No escalation, enforced here for every write of a user (decision 069): a user may grant only
// the keys it holds itself (its effective keys; a perfil grants its keys), unless su; only a su
// grants or takes su; nobody changes its own keys, perfiles or su, nor disables or deletes
// itself; the last active su is never disabled, deleted or stripped of su.
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { AuthUser } from '../../auth/auth-user.ts'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { obras, operadores, perfiles, proveedores, usuarios } from '../../db/schema/index.ts'
import { conflict, forbidden, notFound } from '../../http/api-error.ts'
import { invalidFields } from '../../records/write-errors.ts'

/** Who grants: its keys bound what it may give (a su holds them all). */
export type Grantor = Pick<AuthUser, 'id' | 'su' | 'permisos'>

export const refusals = {
  ajenos: (keys: readonly string[]) =>
    `No puede otorgar permisos que usted no tiene: ${keys.join(', ')}.`,
  su: 'Solo un superusuario puede otorgar o quitar el superusuario.',
  propios: 'No puede cambiar sus propios permisos, perfiles ni superusuario.',
  deshabilitarse: 'No puede deshabilitarse a sí mismo.',
  eliminarse: 'No puede eliminarse a sí mismo.',
  ultimoSu:
    'Es el último superusuario activo: otorgue el superusuario a otra persona antes de hacerlo.',
} as const

/** The keys of the perfiles chosen (not deleted); one that is not: 400 on `perfilIds`. */
export async function keysOfPerfiles(tx: Tx, perfilIds: readonly string[]): Promise<string[]> {
  if (perfilIds.length === 0) return []
  const found = await tx
    .select({ id: perfiles.id, permisos: perfiles.permisos })
    .from(perfiles)
    .where(and(inArray(perfiles.id, [...perfilIds]), vigente(perfiles)))
  if (found.length !== perfilIds.length) {
    throw invalidFields({ perfilIds: 'Uno de los perfiles no existe.' })
  }
  return found.flatMap((perfil) => perfil.permisos)
}

/** 403 unless `actor` holds every key of `granted` (a su holds them all). */
export function refuseForeignKeys(actor: Grantor, granted: Iterable<string>): void {
  if (actor.su) return
  const held = new Set(actor.permisos)
  const missing = [...new Set(granted)].filter((key) => !held.has(key)).sort()
  if (missing.length) throw forbidden(refusals.ajenos(missing))
}

/** What a write adds to a user: keys of its own and perfiles, each checked against the actor's. */
export async function refuseEscalation(
  tx: Tx,
  actor: Grantor,
  added: { permisos: readonly string[]; perfilIds: readonly string[]; su: boolean },
): Promise<void> {
  if (added.su && !actor.su) throw forbidden(refusals.su)
  refuseForeignKeys(actor, [...added.permisos, ...(await keysOfPerfiles(tx, added.perfilIds))])
}

/**
 * 409 when the user `id` is the last su that is active and not deleted. The su rows are locked,
 * so two administrators taking su from the last two at once cannot both succeed.
 */
export async function refuseLastSu(tx: Tx, target: { id: string; su: boolean; activo: boolean }) {
  if (!target.su || !target.activo) return
  const others = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.su, true), eq(usuarios.activo, true), vigente(usuarios)))
    .for('update')
  if (!others.some((row) => row.id !== target.id)) throw conflict(refusals.ultimoSu)
}

/** The obras a site client is given: each one existing (not deleted), else 400 on `obraIds`. */
export async function checkObras(tx: Tx, obraIds: readonly string[]): Promise<void> {
  if (obraIds.length === 0) return
  const [found] = await tx
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(obras)
    .where(and(inArray(obras.id, [...obraIds]), vigente(obras)))
  if ((found?.count ?? 0) !== obraIds.length) {
    throw invalidFields({ obraIds: 'Una de las obras no existe.' })
  }
}

/** An operator's record: existing, and no other user's (400 on `operadorId`). */
export async function checkOperador(tx: Tx, operadorId: string, usuarioId: string | null) {
  const [found] = await tx
    .select({ id: operadores.id })
    .from(operadores)
    .where(and(eq(operadores.id, operadorId), vigente(operadores)))
  if (!found) throw invalidFields({ operadorId: 'El operador no existe.' })
  const [taken] = await tx
    .select({ nombre: usuarios.nombre })
    .from(usuarios)
    .where(
      and(
        eq(usuarios.operadorId, operadorId),
        vigente(usuarios),
        usuarioId ? ne(usuarios.id, usuarioId) : undefined,
      ),
    )
  if (taken) {
    throw invalidFields({ operadorId: `Ese operador ya es el usuario ${taken.nombre}.` })
  }
}

/** The proveedor of a lessor's users: existing (not deleted), else 404. */
export async function requireProveedor(db: Db | Tx, proveedorId: string): Promise<void> {
  const [proveedor] = await db
    .select({ id: proveedores.id })
    .from(proveedores)
    .where(and(eq(proveedores.id, proveedorId), vigente(proveedores)))
  if (!proveedor) throw notFound('El proveedor no existe.')
}
