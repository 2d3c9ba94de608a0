// The logistics queue as a list: the requests approved (or being coordinated) that change a
// contract, shown with the same row as every request list, most urgent first.
import {
  ESTADOS_SOLICITUD_PENDIENTE,
  type listSolicitudesPendientesQuerySchema,
  type SolicitudRow,
  TIPOS_SOLICITUD_LOGISTICA,
} from '@cordillera/contracts'
import { inArray, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { solicitudes } from '../../db/schema/index.ts'
import { type ListQueryOf, listSourceOf, listWhere } from '../../records/list-source.ts'
import { solicitudRowsByIds, solicitudSortKeys } from '../solicitudes/solicitud-rows.ts'

export type SolicitudPendienteListQuery = ListQueryOf<typeof listSolicitudesPendientesQuerySchema>

/** A request logistics has to carry out: approved or being coordinated, about a contract. */
export const pendienteDeLogistica: SQL = inArray(solicitudes.estado, [
  ...ESTADOS_SOLICITUD_PENDIENTE,
]) as SQL

export function solicitudPendienteSource(
  db: Db,
  query: SolicitudPendienteListQuery,
): ListSource<SolicitudRow> {
  const where = listWhere(
    solicitudes,
    query,
    ['tipo', 'estado', 'obraId'],
    pendienteDeLogistica,
    inArray(solicitudes.tipo, [...TIPOS_SOLICITUD_LOGISTICA]),
  )
  return listSourceOf(solicitudes, solicitudSortKeys, query, where, (ids) =>
    solicitudRowsByIds(db, ids),
  )
}
