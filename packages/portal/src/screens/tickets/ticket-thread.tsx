// A ticket's conversation, as its solicitante and Soporte both read it: what was asked (the
// description and its attachments) first, then every entry in the order written — a comment, a
// change of estado or both — each with who wrote it (Soporte's marked), when, and its attachments,
// which open through a short-lived link.
import type { AdjuntoTicket, ComentarioTicket, TicketDetail } from '@cordillera/contracts'
import { Badge, EstadoBadge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { formatDateTime } from '@cordillera/ui/format'
import { Paperclip } from 'lucide-react'
import type { ReactNode } from 'react'
import { openLink } from '../open-link.ts'

/** A link to one attachment's bytes, valid for a short while: the ticket's route for it. */
export type AdjuntoUrl = (adjuntoId: string) => Promise<{ url: string }>

export function TicketThread({
  ticket,
  adjuntoUrl,
  children,
}: {
  ticket: TicketDetail
  adjuntoUrl: AdjuntoUrl
  /** Under the conversation: the form of a new comment, or why none is taken. */
  children?: ReactNode
}) {
  const open = (adjunto: AdjuntoTicket) => openLink(() => adjuntoUrl(adjunto.id))
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
        {children}
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
