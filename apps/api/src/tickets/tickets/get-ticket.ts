// GET /v1/tickets/{id} (support) and GET /v1/mis-tickets/{id} (its solicitante: another's is not
// found); GET /v1/tickets/opciones: who a ticket may be assigned to.
import type { OpcionesTicket } from '@cordillera/contracts'
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { AuthUser } from '../../auth/auth-user.ts'
import type { Db, Tx } from '../../db/database.ts'
import { collated, vigente } from '../../db/schema/columns.ts'
import { usuarioObras, usuarios } from '../../db/schema/index.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { propios } from './ticket-records.ts'
import { ticketDetail } from './ticket-rows.ts'

export const getTicket = (db: Db, id: string) => ticketDetail(db, id)

export const getMiTicket = (db: Db, user: AuthUser, id: string) =>
  ticketDetail(db, id, propios(user))

/**
 * The company's own people, active (the API's `staff`): neither operators, nor site clients (the
 * users with obras), nor lessors.
 */
const personalActivo = (more?: SQL) =>
  and(
    eq(usuarios.tipo, 'cordillera'),
    eq(usuarios.activo, true),
    isNull(usuarios.operadorId),
    vigente(usuarios),
    sql`not exists (select 1 from ${usuarioObras} where ${usuarioObras.usuarioId} = "usuarios"."id")`,
    more,
  )

export async function getTicketOpciones(db: Db): Promise<OpcionesTicket> {
  const asignables = await db
    .select({ id: usuarios.id, nombre: usuarios.nombre })
    .from(usuarios)
    .where(personalActivo())
    .orderBy(collated(usuarios.nombre), asc(usuarios.id))
  return { asignables }
}

/** 400 on `asignadoId` unless it names one of the people a ticket may be assigned to. */
export async function checkAsignable(tx: Tx, id: string): Promise<void> {
  const [found] = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(personalActivo(eq(usuarios.id, id)))
  if (!found) {
    throw invalidFields({
      asignadoId: 'Elija a quién asignarlo de la lista: solo personal activo atiende tickets.',
    })
  }
}
