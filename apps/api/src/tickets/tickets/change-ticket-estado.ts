// Every move of a ticket's estado (decision 070), each at the version read (409 when stale), in one
// transaction with its thread entry (ticket-changed.ts):
// - POST /v1/tickets/{id}/estado: support moves it as TRANSICIONES_TICKET allows (409 otherwise),
//   with a comment if it wants; resolving and closing note when;
// - POST /v1/mis-tickets/{id}/reapertura: its solicitante reopens its resolved ticket, within
//   REAPERTURA_TICKET_DIAS days of its resolution (409 after);
// - POST /v1/mis-tickets/{id}/cierre: its solicitante closes its resolved ticket.
// Another's ticket is not found (`propios`).
import {
  type changeTicketEstadoSchema,
  type closeTicketSchema,
  ESTADO_TICKET_LABEL,
  ESTADOS_TICKET,
  type EstadoTicket,
  fechaHoraText,
  REAPERTURA_TICKET_DIAS,
  reabribleHasta,
  type reopenTicketSchema,
  type TicketDetail,
  TRANSICIONES_TICKET,
} from '@cordillera/contracts'
import type { z } from 'zod'
import type { AuthUser } from '../../auth/auth-user.ts'
import type { Db, Tx } from '../../db/database.ts'
import { conflict } from '../../http/api-error.ts'
import type { Actor } from '../../records/actor.ts'
import { ticketChanged } from './ticket-changed.ts'
import { propios, type TicketRecord, ticketRecords } from './ticket-records.ts'
import { ticketDetail } from './ticket-rows.ts'

const label = (estado: string) => ESTADO_TICKET_LABEL[estado as EstadoTicket].toLowerCase()

type Move = {
  id: string
  version: number
  to: EstadoTicket
  /** The estados it may leave from. */
  from: readonly EstadoTicket[]
  texto: string | null
  /** Checks of the locked ticket (the reopening window). */
  check?: (before: TicketRecord) => void
  /** The caller's own tickets only (mis-tickets). */
  user?: AuthUser
}

/** Moves the ticket, notes when it was resolved or closed, and adds the move to its thread. */
function move(db: Db, actor: Actor, { id, version, to, from, texto, check, user }: Move) {
  const scope = user ? propios(user) : undefined
  return ticketRecords.transaction(db, async (tx: Tx): Promise<TicketDetail> => {
    let de: EstadoTicket = to
    const now = new Date()
    const after = await ticketRecords.move(
      tx,
      actor,
      { id, version, scope },
      {
        from,
        to,
        refused: (_tx, row) =>
          row.estado === to
            ? `El ticket ya está ${label(to)}.`
            : `Un ticket ${label(row.estado)} no pasa a ${label(to)}.`,
        set: {
          ...(to === 'resuelto' ? { resueltoEn: now } : {}),
          ...(to === 'cerrado' ? { cerradoEn: now } : {}),
        },
        check: (_tx, before) => {
          de = before.estado as EstadoTicket
          check?.(before)
        },
        action: 'gestionar',
      },
    )
    await ticketChanged(tx, actor, after, { tipo: 'estado', de, a: to, texto })
    return ticketDetail(tx, id, scope)
  })
}

/** Support's move to `estado` from wherever TRANSICIONES_TICKET allows it. */
export function changeTicketEstado(
  db: Db,
  actor: Actor,
  id: string,
  { version, estado, comentario }: z.output<typeof changeTicketEstadoSchema>,
): Promise<TicketDetail> {
  const from = ESTADOS_TICKET.filter((estadoAntes) =>
    TRANSICIONES_TICKET[estadoAntes].includes(estado),
  )
  return move(db, actor, { id, version, to: estado, from, texto: comentario ?? null })
}

/** 409 once the reopening window of a resolved ticket has passed. */
function withinWindow(before: TicketRecord): void {
  const resuelto = before.resueltoEn?.toISOString()
  if (!resuelto) return
  const hasta = reabribleHasta(resuelto)
  if (Date.now() > Date.parse(hasta)) {
    throw conflict(
      `El plazo para reabrir el ticket venció el ${fechaHoraText(hasta)} ` +
        `(${REAPERTURA_TICKET_DIAS} días desde que se resolvió): abre uno nuevo.`,
    )
  }
}

export function reopenMiTicket(
  db: Db,
  user: AuthUser,
  id: string,
  { version, motivo }: z.output<typeof reopenTicketSchema>,
): Promise<TicketDetail> {
  return move(db, user, {
    id,
    version,
    to: 'abierto',
    from: ['resuelto'],
    texto: motivo ?? null,
    check: withinWindow,
    user,
  })
}

export function closeMiTicket(
  db: Db,
  user: AuthUser,
  id: string,
  { version }: z.output<typeof closeTicketSchema>,
): Promise<TicketDetail> {
  return move(db, user, { id, version, to: 'cerrado', from: ['resuelto'], texto: null, user })
}
