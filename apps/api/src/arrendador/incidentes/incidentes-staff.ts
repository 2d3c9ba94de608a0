// Operations staff's incidents (backoffice): every lessor's, listed, read with their photos, taken
// under review and closed with a comment (who and when are kept). Decision 065 names the keys.
import {
  type cerrarIncidenteSchema,
  ESTADO_INCIDENTE_LABEL,
  type EstadoIncidente,
  type IncidenteDetail,
  type revisarIncidenteSchema,
} from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { listOf } from '../../db/list/list-page.ts'
import type { incidentes } from '../../db/schema/index.ts'
import type { Actor } from '../../records/actor.ts'
import type { Transition } from '../../records/records-of.ts'
import { incidenteRecords } from './incidente-records.ts'
import { incidenteDetail, incidenteSource } from './incidente-rows.ts'

export const listIncidentesStaff = listOf(incidenteSource)

export function getIncidenteStaff(db: Db, id: string): Promise<IncidenteDetail> {
  return incidenteDetail(db, id, undefined, true)
}

const refused = (_tx: unknown, row: { estado: string }) =>
  `El incidente está ${ESTADO_INCIDENTE_LABEL[row.estado as EstadoIncidente].toLowerCase()}.`

type Movida = Pick<
  Transition<typeof incidentes, typeof incidentes.$inferSelect>,
  'from' | 'to' | 'set'
>

/** Staff move the incident at the version read (409 from another estado), audited as gestionar. */
function gestionar(db: Db, actor: Actor, id: string, version: number, movida: Movida) {
  return incidenteRecords.transaction(db, async (tx) => {
    const row = await incidenteRecords.move(
      tx,
      actor,
      { id, version },
      { ...movida, refused, action: 'gestionar' },
    )
    return incidenteDetail(tx, row.id, undefined, true)
  })
}

/** POST /v1/incidentes/{id}/revision: an open incident taken under review. */
export const reviewIncidente = (
  db: Db,
  actor: Actor,
  id: string,
  { version }: z.output<typeof revisarIncidenteSchema>,
): Promise<IncidenteDetail> =>
  gestionar(db, actor, id, version, { from: ['abierto'], to: 'en-revision' })

/** POST /v1/incidentes/{id}/cierre: an open or reviewed incident closed, with what was done. */
export const closeIncidente = (
  db: Db,
  actor: Actor,
  id: string,
  { version, comentario }: z.output<typeof cerrarIncidenteSchema>,
): Promise<IncidenteDetail> =>
  gestionar(db, actor, id, version, {
    from: ['abierto', 'en-revision'],
    to: 'cerrado',
    set: { comentarioCierre: comentario, cerradoPor: actor.id, cerradoEn: new Date() },
  })
