// GET /v1/equipos-de-pago: a page of the contract items on rent in the period (the current month
// in Santiago unless asked otherwise), with the period it is of and the días en arriendo of every
// matching row for the totals line.
import {
  type EquiposDePagoPage,
  fechaEnSantiago,
  type listEquiposDePagoQuerySchema,
  mesDe,
  type Periodo,
} from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { ListCursors } from '../../db/list/list-cursor.ts'
import { listPageOf } from '../../db/list/list-page.ts'
import { periodoDe } from '../../http/periodo.ts'
import { equipoDePagoSource, totalDias } from './equipo-de-pago-rows.ts'

/** The period of the query: each end left out is the current month's (Santiago), or desde's month. */
export function periodoDePago(
  query: { desde?: string | undefined; hasta?: string | undefined },
  now = new Date(),
): Periodo {
  return periodoDe(query, (desde) => mesDe(desde ?? fechaEnSantiago(now)))
}

export async function listEquiposDePago(
  db: Db,
  query: z.output<typeof listEquiposDePagoQuerySchema>,
  cursors: ListCursors,
  now = new Date(),
): Promise<EquiposDePagoPage> {
  const periodo = periodoDePago(query, now)
  // The resolved period is part of the query: a cursor of another month's list is refused.
  const resolved = { ...query, ...periodo }
  const [page, dias] = await Promise.all([
    listPageOf(db, equipoDePagoSource(db, resolved), resolved, cursors),
    totalDias(db, resolved),
  ])
  return { ...page, ...periodo, totalDias: dias }
}
