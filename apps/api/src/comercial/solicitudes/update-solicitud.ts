// PATCH /v1/solicitudes/{id}: staff correct a pendiente request (its day, comments and items) at
// the version they read. Items are checked again as at creation, by the request's tipo; a cierre's
// are every asset on rent, not a choice, so they are not edited. Nothing changed = nothing written.
import type { SolicitudDetail, TipoSolicitud, updateSolicitudSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { changedFields } from '../../records/changes.ts'
import type { ItemsWrite } from '../../records/records-of.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { getSolicitud } from './get-solicitud.ts'
import { soloPendiente } from './solicitud-estado.ts'
import {
  checkItems,
  itemsDeTipo,
  lockContrato,
  replaceItems,
  storedItems,
} from './solicitud-items.ts'
import { solicitudRecords } from './solicitud-records.ts'

export function updateSolicitud(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof updateSolicitudSchema>,
): Promise<SolicitudDetail> {
  return solicitudRecords.transaction(db, async (tx) => {
    const before = await solicitudRecords.lock(
      tx,
      { id, version: input.version },
      { refuse: soloPendiente('edita') },
    )
    const header = changedFields(before, {
      fechaRequerida: input.fechaRequerida,
      comentarios: input.comentarios,
    })
    let items: ItemsWrite | undefined
    if (input.items) {
      const tipo = before.tipo as TipoSolicitud
      if (tipo === 'cierre') {
        throw invalidFields({
          items: 'Un cierre retira todos los activos en arriendo: sus ítems no se editan.',
        })
      }
      const values = itemsDeTipo(tipo, input.items)
      const contrato = before.contratoId ? await lockContrato(tx, before.contratoId) : null
      await checkItems(tx, { tipo, contrato, items: values, solicitudId: id })
      if (JSON.stringify(values) !== JSON.stringify(await storedItems(tx, id))) {
        items = (itemsTx) => replaceItems(itemsTx, id, values)
      }
    }
    if (!header && !items) return getSolicitud(tx, id)
    await solicitudRecords.write(tx, actor, before, header ?? {}, 'editar', items)
    return getSolicitud(tx, id)
  })
}
