// POST /v1/contratos/{id}/adicion | cambio | retiro-parcial | cierre-contrato: commercial staff
// raise a request of that tipo on a vigente contract (its obra's), through the one creation
// mechanism. The contract changes only when logistics completes the request.
import type {
  solicitudAdicionSchema,
  solicitudCambioSchema,
  solicitudCierreSchema,
  solicitudRetiroParcialSchema,
} from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { createSolicitud } from './create-solicitud.ts'
import { itemsDeTipo } from './solicitud-items.ts'

type Cabecera = { fechaRequerida: string; comentarios?: string | null | undefined }

const desdeContrato = (contratoId: string, input: Cabecera) => ({
  origen: 'comercial' as const,
  contratoId,
  fechaRequerida: input.fechaRequerida,
  comentarios: input.comentarios ?? null,
})

export const createSolicitudAdicion = (
  db: Db,
  actor: Actor,
  contratoId: string,
  input: z.output<typeof solicitudAdicionSchema>,
) =>
  createSolicitud(db, actor, {
    tipo: 'adicion',
    ...desdeContrato(contratoId, input),
    items: itemsDeTipo('adicion', input.items),
  })

export const createSolicitudCambio = (
  db: Db,
  actor: Actor,
  contratoId: string,
  input: z.output<typeof solicitudCambioSchema>,
) =>
  createSolicitud(db, actor, {
    tipo: 'cambio',
    ...desdeContrato(contratoId, input),
    items: itemsDeTipo('cambio', input.items),
  })

export const createSolicitudRetiroParcial = (
  db: Db,
  actor: Actor,
  contratoId: string,
  input: z.output<typeof solicitudRetiroParcialSchema>,
) =>
  createSolicitud(db, actor, {
    tipo: 'retiro-parcial',
    ...desdeContrato(contratoId, input),
    items: itemsDeTipo('retiro-parcial', input.items),
  })

/** A cierre withdraws every asset still on rent; its reason, if given, heads the comments. */
export const createSolicitudCierre = (
  db: Db,
  actor: Actor,
  contratoId: string,
  { motivo, ...input }: z.output<typeof solicitudCierreSchema>,
) =>
  createSolicitud(db, actor, {
    tipo: 'cierre',
    ...desdeContrato(contratoId, {
      ...input,
      comentarios:
        [motivo && `Motivo del cierre: ${motivo}`, input.comentarios]
          .filter(Boolean)
          .join('\n\n') || null,
    }),
    items: null,
  })
