// The support tickets, declared once (decision 070): support's calls (every ticket: list, export,
// detail, answer, assign, move its estado, its files) and every signed-in user's own (mis-tickets:
// open one with files, follow it, comment, reopen or close it), in any portal. Both are views of
// one entity, so a write through either makes the other's cached pages stale. Files go up first
// (`adjuntos.upload`), then the ticket or comment names what it answered.
import {
  assignTicketRoute,
  changeTicketEstadoRoute,
  closeMiTicketRoute,
  commentMiTicketRoute,
  commentTicketRoute,
  createMiTicketRoute,
  createSubidaAdjuntoTicketRoute,
  exportTicketsRoute,
  getDescargaAdjuntoMiTicketRoute,
  getDescargaAdjuntoTicketRoute,
  getMiTicketRoute,
  getTicketOpcionesRoute,
  getTicketRoute,
  listMisTicketsRoute,
  listTicketsRoute,
  reopenMiTicketRoute,
} from '@cordillera/contracts'
import { defineArea } from '../define-area.ts'
import { declaredType } from '../documentos.ts'
import type { OnUploadProgress } from '../upload.ts'

export const ticketsArea = defineArea({
  area: 'tickets',
  /** A ticket shows in no other area's lists. */
  affects: { tickets: [] },
  calls: ({ request, upload, list, get, create, update, fetch, export: exportOf }) => {
    /** A file's short-lived link (support's or the solicitante's), as the browser follows it. */
    const link =
      (route: typeof getDescargaAdjuntoTicketRoute | typeof getDescargaAdjuntoMiTicketRoute) =>
      async (id: string, adjuntoId: string, signal?: AbortSignal) => {
        const answer = await request(route, { params: { id, adjuntoId }, signal })
        return { ...answer, url: upload.resolveUrl(answer.url) }
      }
    return {
      /** Support: every ticket. */
      tickets: {
        list: list(listTicketsRoute),
        export: exportOf(exportTicketsRoute),
        get: get(getTicketRoute),
        /** Who a ticket may be assigned to. */
        opciones: fetch(getTicketOpcionesRoute),
        comment: update(commentTicketRoute),
        assign: update(assignTicketRoute),
        changeEstado: update(changeTicketEstadoRoute),
        adjuntoUrl: link(getDescargaAdjuntoTicketRoute),
      },
      /** The signed-in user's own tickets, in any portal. */
      misTickets: {
        list: list(listMisTicketsRoute),
        get: get(getMiTicketRoute),
        create: create(createMiTicketRoute),
        comment: update(commentMiTicketRoute),
        reopen: update(reopenMiTicketRoute),
        close: update(closeMiTicketRoute),
        adjuntoUrl: link(getDescargaAdjuntoMiTicketRoute),
      },
      /** Files of a ticket or a comment, by whoever writes it. */
      adjuntos: {
        /** Asks where to send `file` and sends it: the ticket or comment names it in `adjuntos`. */
        upload: async (
          file: File,
          onProgress?: OnUploadProgress,
          signal?: AbortSignal,
        ): Promise<{ clave: string; nombre: string }> => {
          const ticket = await request(createSubidaAdjuntoTicketRoute, {
            body: { nombre: file.name, bytes: file.size, tipo: declaredType(file) },
            signal,
          })
          await upload(ticket, file, onProgress, signal)
          return { clave: ticket.clave, nombre: file.name }
        },
      },
    }
  },
  queries: (calls, { entity, view }) => ({
    tickets: entity('tickets', calls.tickets, { nameOf: (detail) => detail.folio, scope: 'staff' }),
    opciones: view('tickets', 'opciones', (signal) => calls.tickets.opciones(signal)),
    misTickets: entity('tickets', calls.misTickets, {
      nameOf: (detail) => detail.folio,
      scope: 'mios',
    }),
  }),
})

/** `ticketsApi(api).misTickets.create(body)`: the tickets' calls. */
export const ticketsApi = ticketsArea.client
export type TicketsApi = ReturnType<typeof ticketsApi>

/** `ticketsQueries(api).misTickets.list(query)`: the tickets' query options. */
export const ticketsQueries = ticketsArea.queries
export type TicketsQueries = ReturnType<typeof ticketsQueries>
