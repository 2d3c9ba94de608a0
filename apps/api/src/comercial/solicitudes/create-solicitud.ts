// The one way a request is created, whoever raises it (the contract's four routes, the site
// client's POST): the request with its number from the sequence, its items in order and its audit
// entry, in one transaction, with the items checked against the contract locked meanwhile.
import type { OrigenSolicitud, SolicitudDetail, TipoSolicitud } from '@cordillera/contracts'
import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { obras } from '../../db/schema/index.ts'
import type { Actor } from '../../records/actor.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { getSolicitud } from './get-solicitud.ts'
import {
  checkItems,
  insertItems,
  itemsEnArriendo,
  lockContrato,
  type SolicitudItemValues,
} from './solicitud-items.ts'
import { solicitudRecords } from './solicitud-records.ts'

export const OBRA_AJENA = 'Elija una de sus obras.'

export type NuevaSolicitud = {
  tipo: TipoSolicitud
  origen: OrigenSolicitud
  /** The contract it changes (null for an arriendo); its obra is the request's. */
  contratoId: string | null
  /** The obra a site client chose: a contract's request must be of it; an arriendo's. */
  obraId?: string
  fechaRequerida: string
  comentarios: string | null
  /** null for a cierre: every asset of the contract still on rent. */
  items: SolicitudItemValues[] | null
}

export function createSolicitud(
  db: Db,
  actor: Actor,
  nueva: NuevaSolicitud,
): Promise<SolicitudDetail> {
  let items: SolicitudItemValues[] = []
  return solicitudRecords.create(
    db,
    actor,
    async (tx) => {
      const contrato = nueva.contratoId ? await lockContrato(tx, nueva.contratoId) : null
      if (nueva.obraId && contrato && contrato.obraId !== nueva.obraId) {
        throw invalidFields({ obraId: OBRA_AJENA })
      }
      const obraId = contrato?.obraId ?? (await obraElegida(tx, nueva.obraId))
      items = nueva.items ?? (contrato ? await itemsEnArriendo(tx, contrato) : [])
      await checkItems(tx, { tipo: nueva.tipo, contrato, items })
      return {
        tipo: nueva.tipo,
        origen: nueva.origen,
        obraId,
        contratoId: contrato?.id ?? null,
        fechaRequerida: nueva.fechaRequerida,
        comentarios: nueva.comentarios,
        solicitanteId: actor.id,
      }
    },
    (tx, row) => getSolicitud(tx, row.id),
    (tx, row) => insertItems(tx, row.id, items),
  )
}

/** The obra a request without contract is for: one not deleted (400 otherwise). */
async function obraElegida(tx: Tx, obraId: string | undefined): Promise<string> {
  const [obra] = obraId
    ? await tx
        .select({ id: obras.id })
        .from(obras)
        .where(and(eq(obras.id, obraId), vigente(obras)))
    : []
  if (!obra) throw invalidFields({ obraId: OBRA_AJENA })
  return obra.id
}
