// POST /v1/cotizaciones/{id}/estado: gestionar moves a quotation along its lifecycle (borrador →
// enviada → aceptada, or enviada back to borrador to be corrected) at the version read, audited
// 'gestionar' (cotizacion-estado.ts); a move its estado does not allow is a 409.
import {
  ESTADOS_COTIZACION,
  type gestionarCotizacionSchema,
  puedeGestionar,
} from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { estadoMessage, moveCotizacion } from './cotizacion-estado.ts'

type Gestion = z.output<typeof gestionarCotizacionSchema>

const HACIA: Record<Gestion['estado'], string> = {
  enviada: 'enviarse',
  aceptada: 'aceptarse',
  borrador: 'volver a borrador',
}

export function manageCotizacion(db: Db, actor: Actor, id: string, input: Gestion) {
  const { estado, version } = input
  return moveCotizacion(
    db,
    actor,
    { id, version },
    {
      from: ESTADOS_COTIZACION.filter((desde) => puedeGestionar(desde, estado)),
      to: estado,
      refused: (tx, before) => estadoMessage(tx, before, `no puede ${HACIA[estado]}`),
      action: 'gestionar',
    },
  )
}
