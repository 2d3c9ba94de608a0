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
import { itemsDeTipo, type SolicitudItemInput } from './solicitud-items.ts'

type Cabecera = { fechaRequerida: string; comentarios?: string | null | undefined }

const desdeContrato = (contratoId: string, input: Cabecera) => ({
  origen: 'comercial' as const,
  contratoId,
  fechaRequerida: input.fechaRequerida,
  comentarios: input.comentarios ?? null,
})

/** A request of `tipo` on the contract, about the items it names (of that tipo's kind). */
const conItems =
  <Input extends Cabecera & { items: readonly SolicitudItemInput[] }>(
    tipo: 'adicion' | 'cambio' | 'retiro-parcial',
  ) =>
  (db: Db, actor: Actor, contratoId: string, input: Input) =>
    createSolicitud(db, actor, {
      tipo,
      ...desdeContrato(contratoId, input),
      items: itemsDeTipo(tipo, input.items),
    })

export const createSolicitudAdicion = conItems<z.output<typeof solicitudAdicionSchema>>('adicion')
export const createSolicitudCambio = conItems<z.output<typeof solicitudCambioSchema>>('cambio')
export const createSolicitudRetiroParcial =
  conItems<z.output<typeof solicitudRetiroParcialSchema>>('retiro-parcial')

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
