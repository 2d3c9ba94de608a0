// External EDPs as lists show them: the row (records/edp/edp-externo-filas.ts: folio, obra,
// proveedor, period, estado, amounts, the adjustment requests waiting), how the list filters
// (estado, obra, proveedor, period), searches (folio) and sorts.
import type { EdpExternoRow, listEdpExternosQuerySchema } from '@cordillera/contracts'
import { gte, inArray, lte } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { edpsExternos } from '../../db/schema/index.ts'
import {
  edpExternoSortKeys,
  selectEdpsExternos,
  toEdpExternoRow,
} from '../../records/edp/edp-externo-filas.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere } from '../../records/list-source.ts'

export type EdpExternoListQuery = ListQueryOf<typeof listEdpExternosQuerySchema>

async function rowsByIds(db: Db | Tx, ids: string[]): Promise<EdpExternoRow[]> {
  const rows = await selectEdpsExternos(db).where(inArray(edpsExternos.id, ids))
  return rows.map(toEdpExternoRow)
}

export function edpExternoSource(db: Db, query: EdpExternoListQuery): ListSource<EdpExternoRow> {
  const where = listWhere(
    edpsExternos,
    query,
    ['estado', 'obraId', 'proveedorId'],
    query.desde === undefined ? undefined : gte(edpsExternos.fechaFin, query.desde),
    query.hasta === undefined ? undefined : lte(edpsExternos.fechaInicio, query.hasta),
  )
  return listSourceOf(edpsExternos, edpExternoSortKeys, query, where, (ids) => rowsByIds(db, ids))
}
