// POST /v1/cotizaciones/{id}/rechazo: the client said no to a quotation sent to it. Only an
// enviada one is rejected, with its motivo, at the version read, audited 'rechazar'
// (cotizacion-estado.ts).
import { COTIZACION_RECHAZABLE, type rechazarCotizacionSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { estadoMessage, moveCotizacion } from './cotizacion-estado.ts'

export function rejectCotizacion(
  db: Db,
  actor: Actor,
  id: string,
  { motivo, version }: z.output<typeof rechazarCotizacionSchema>,
) {
  return moveCotizacion(
    db,
    actor,
    { id, version },
    {
      from: COTIZACION_RECHAZABLE,
      to: 'rechazada',
      set: { motivoRechazo: motivo },
      refused: (tx, before) => estadoMessage(tx, before, 'solo se rechaza una cotización enviada'),
      action: 'rechazar',
    },
  )
}
