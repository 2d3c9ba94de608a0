// A ticket's files (decision 070): each goes up by ticket to a key under its uploader
// (`tickets/<user id>/<uuid>`) before the ticket or comment names it, so a user names only files it
// uploaded itself; checked by its bytes when named (as every document's file); read through a
// short-lived link by the ticket's solicitante or by support, and by nobody else.
import type { ArchivoDocumento, DescargaDocumento } from '@cordillera/contracts'
import { and, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { ticketAdjuntos, tickets } from '../../db/schema/tickets.ts'
import { notFound } from '../../http/api-error.ts'
import type { Actor } from '../../records/actor.ts'
import {
  type ArchivoColumns,
  checkArchivo,
  descargaDe,
  subidaDe,
} from '../../records/documentos/documento-archivo.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { ADJUNTOS_OWNER } from './ticket-records.ts'

/** POST /v1/mis-tickets/subidas: where to send a file, under the caller's own keys (its id). */
export const createSubidaAdjuntoTicket = subidaDe(ADJUNTOS_OWNER)

/**
 * The files `adjuntos` names, each checked (outside any transaction: the storage is not the
 * database's): uploaded by `actor`, whole, of an accepted type; a file named twice counts once.
 */
export async function checkAdjuntos(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  adjuntos: readonly ArchivoDocumento[],
): Promise<ArchivoColumns[]> {
  const owner = { table: ticketAdjuntos, owner: ADJUNTOS_OWNER, ownerId: actor.id }
  const unique = [...new Map(adjuntos.map((adjunto) => [adjunto.clave, adjunto])).values()]
  const checked: ArchivoColumns[] = []
  for (const adjunto of unique) checked.push(await checkArchivo(db, storage, owner, adjunto))
  return checked
}

/** A file's short-lived link, when its ticket is within `scope` (404 otherwise). */
export async function descargaAdjuntoTicket(
  db: Db,
  storage: FileStorage,
  { id, adjuntoId }: { id: string; adjuntoId: string },
  scope?: SQL,
): Promise<DescargaDocumento> {
  const [adjunto] = await db
    .select({
      clave: ticketAdjuntos.archivoClave,
      nombre: ticketAdjuntos.archivoNombre,
      tipo: ticketAdjuntos.archivoTipo,
    })
    .from(ticketAdjuntos)
    .innerJoin(tickets, eq(tickets.id, ticketAdjuntos.ticketId))
    .where(and(eq(ticketAdjuntos.id, adjuntoId), eq(tickets.id, id), vigente(tickets), scope))
  if (!adjunto) throw notFound('No encontramos el adjunto.')
  return descargaDe(storage, adjunto)
}
