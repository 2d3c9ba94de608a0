// A ticket's conversation, as its solicitante and Soporte both read it: what was asked (the
// description and its attachments) first, then every entry in the order written — a comment, a
// change of estado or both — each with who wrote it (Soporte's marked), when, and its attachments,
// which open through a short-lived link; under it, the form of a new comment (Soporte's is its
// answer), or why a closed ticket takes none. Each side reads and writes through its own routes.
import type { AdjuntoTicket, ComentarioTicket, TicketDetail } from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { ticketsApi, ticketsQueries } from '@cordillera/data-client/tickets'
import { Badge, EstadoBadge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { formatDateTime } from '@cordillera/ui/format'
import { Paperclip } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { openLink } from '../open-link.ts'
import { useApi } from '../use-portal-api.ts'
import type { ComentarioValues } from './comentario-form.tsx'
import { FormLoading } from './form-loading.tsx'

// The comment's form, with the forms' library, loads after the conversation (decision 059).
const ComentarioForm = lazy(async () => ({
  default: (await import('./comentario-form.tsx')).ComentarioForm,
}))

/** Who reads the ticket: its solicitante (mis-tickets) or Soporte (tickets), and what each says. */
const SIDES = {
  solicitante: {
    calls: 'misTickets',
    closed: 'El ticket está cerrado: si necesita algo más, envíe un ticket nuevo.',
    label: 'Comentario',
    submit: 'Enviar comentario',
  },
  soporte: {
    calls: 'tickets',
    closed: 'El ticket está cerrado.',
    label: 'Respuesta',
    submit: 'Responder',
  },
} as const

export type TicketSide = keyof typeof SIDES

export function TicketThread({ ticket, side }: { ticket: TicketDetail; side: TicketSide }) {
  const api = useApi()
  const said = SIDES[side]
  const calls = ticketsApi(api)[said.calls]
  const comment = useEntityMutation(ticketsQueries(api)[said.calls], (values: ComentarioValues) =>
    calls.comment(ticket.id, values),
  )
  const open = (adjunto: AdjuntoTicket) => openLink(() => calls.adjuntoUrl(ticket.id, adjunto.id))
  return (
    <Card>
      <CardHeader>
        <CardTitle>Conversación</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ol aria-label="Conversación" className="grid gap-4">
          <Mensaje
            autor={ticket.solicitante.nombre}
            at={ticket.creadoEn}
            texto={ticket.descripcion}
            adjuntos={ticket.adjuntos}
            open={open}
          />
          {ticket.comentarios.map((comentario: ComentarioTicket) => (
            <Mensaje
              key={comentario.id}
              autor={comentario.autor.nombre}
              soporte={!comentario.esSolicitante}
              at={comentario.creadoEn}
              estado={comentario.estado}
              texto={comentario.texto}
              adjuntos={comentario.adjuntos}
              open={open}
            />
          ))}
        </ol>
        {ticket.estado === 'cerrado' ? (
          <p className="text-sm text-muted-foreground">{said.closed}</p>
        ) : (
          <Suspense fallback={<FormLoading />}>
            <ComentarioForm
              label={said.label}
              submitLabel={said.submit}
              send={(values) => comment.mutateAsync(values)}
              upload={ticketsApi(api).adjuntos.upload}
            />
          </Suspense>
        )}
      </CardContent>
    </Card>
  )
}

function Mensaje({
  autor,
  soporte = false,
  at,
  estado = null,
  texto,
  adjuntos,
  open,
}: {
  autor: string
  soporte?: boolean
  at: string
  /** The estado the entry moved the ticket to, if it did. */
  estado?: string | null
  texto: string | null
  adjuntos: readonly AdjuntoTicket[]
  open: (adjunto: AdjuntoTicket) => Promise<void>
}) {
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-medium">{autor}</span>
        {soporte ? <Badge variant="info">Soporte</Badge> : null}
        <span className="text-muted-foreground tabular-nums">{formatDateTime(at)}</span>
      </div>
      {estado ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          Cambió el estado a <EstadoBadge estado={estado} />
        </p>
      ) : null}
      {texto ? <p className="whitespace-pre-line break-words">{texto}</p> : null}
      {adjuntos.length > 0 ? (
        <ul aria-label={`Adjuntos de ${autor}`} className="flex flex-wrap gap-2">
          {adjuntos.map((adjunto) => (
            <li key={adjunto.id}>
              <Button variant="outline" className="h-11 sm:h-8" onClick={() => void open(adjunto)}>
                <Paperclip aria-hidden="true" />
                {adjunto.archivo.nombre}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}
