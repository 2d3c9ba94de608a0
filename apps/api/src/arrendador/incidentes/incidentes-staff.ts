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
import type { Actor } from '../../records/actor.ts'
import { incidenteRecords } from './incidente-records.ts'
import { incidenteDetail, incidenteSource } from './incidente-rows.ts'

export const listIncidentesStaff = listOf(incidenteSource)

export function getIncidenteStaff(db: Db, id: string): Promise<IncidenteDetail> {
  return incidenteDetail(db, id, undefined, true)
}

const refused = (_tx: unknown, row: { estado: string }) =>
  `El incidente está ${ESTADO_INCIDENTE_LABEL[row.estado as EstadoIncidente].toLowerCase()}.`

/** POST /v1/incidentes/{id}/revision: an open incident taken under review. */
export function reviewIncidente(
  db: Db,
  actor: Actor,
  id: string,
  { version }: z.output<typeof revisarIncidenteSchema>,
): Promise<IncidenteDetail> {
  return incidenteRecords.transaction(db, async (tx) => {
    const row = await incidenteRecords.move(
      tx,
      actor,
      { id, version },
      {
        from: ['abierto'],
        to: 'en-revision',
        refused,
        action: 'gestionar',
      },
    )
    return incidenteDetail(tx, row.id, undefined, true)
  })
}

/** POST /v1/incidentes/{id}/cierre: an open or reviewed incident closed, with what was done. */
export function closeIncidente(
  db: Db,
  actor: Actor,
  id: string,
  { version, comentario }: z.output<typeof cerrarIncidenteSchema>,
): Promise<IncidenteDetail> {
  return incidenteRecords.transaction(db, async (tx) => {
    const row = await incidenteRecords.move(
      tx,
      actor,
      { id, version },
      {
        from: ['abierto', 'en-revision'],
        to: 'cerrado',
        refused,
        set: { comentarioCierre: comentario, cerradoPor: actor.id, cerradoEn: new Date() },
        action: 'gestionar',
      },
    )
    return incidenteDetail(tx, row.id, undefined, true)
  })
}
