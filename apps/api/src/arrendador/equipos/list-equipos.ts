// GET /v1/arrendador/equipos: a page of the signed-in lessor's assets.
import type { EquipoRow, Page } from '@cordillera/contracts'
import type { Db } from '../../db/database.ts'
import type { ListCursors } from '../../db/list/list-cursor.ts'
import { listPageOf } from '../../db/list/list-page.ts'
import { type EquipoListQuery, equipoSource } from './equipo-rows.ts'

export function listEquipos(
  db: Db,
  proveedorId: string,
  query: EquipoListQuery & { page: number; pageSize: number | 'all'; cursor?: string | undefined },
  cursors: ListCursors,
): Promise<Page<EquipoRow>> {
  return listPageOf(db, equipoSource(db, proveedorId, query), query, cursors)
}
