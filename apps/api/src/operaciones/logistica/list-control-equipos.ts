// GET /v1/control-equipos: one page of the assets on rent, by contract unless asked otherwise.
import type { ControlEquipoRow, listControlEquiposQuerySchema, Page } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { controlEquipoSource } from './control-equipo-rows.ts'

export function listControlEquipos(
  db: Db,
  query: z.output<typeof listControlEquiposQuerySchema>,
  cursors: ListCursors,
): Promise<Page<ControlEquipoRow>> {
  return listPage(db, controlEquipoSource(db, query), pageRequestOf(query, cursors))
}
