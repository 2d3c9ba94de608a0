// POST /v1/cotizaciones/{id}/rechazo: the client said no to a quotation sent to it. Only an
// enviada one is rejected (409 otherwise), with its motivo, estado_desde now and an audit entry
// 'rechazar'.
import { COTIZACION_RECHAZABLE, type rechazarCotizacionSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { conflict } from '../../http/api-error.ts'
import type { Actor } from '../../records/actor.ts'
import { cotizacionRecords } from './cotizacion-records.ts'
import { estadoMessage } from './gestionar-cotizacion.ts'
import { getCotizacion } from './get-cotizacion.ts'

export function rejectCotizacion(
  db: Db,
  actor: Actor,
  id: string,
  { motivo, version }: z.output<typeof rechazarCotizacionSchema>,
) {
  return cotizacionRecords.update(
    db,
    actor,
    { id, version },
    {
      patch: { estado: 'rechazada', motivoRechazo: motivo, estadoDesde: new Date() },
      async check(tx, _changes, before) {
        if (COTIZACION_RECHAZABLE.includes(before.estado as never)) return
        throw conflict(await estadoMessage(tx, before, 'solo se rechaza una cotización enviada'))
      },
      action: 'rechazar',
      answer: (tx, row) => getCotizacion(tx, row.id),
    },
  )
}
