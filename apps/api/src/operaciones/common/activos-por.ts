// The assets a marca, tipo de activo or flota gathers, as their lists count them, their details
// list them and their deletes refuse: one place for "assets (not deleted) whose <column> is this".
import { DETAIL_RELATED_MAX } from '@cordillera/contracts'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { vigente } from '../../db/schema/columns.ts'
import { activos, marcas } from '../../db/schema/index.ts'
import { countOf, relatedRows } from '../../records/detail-columns.ts'
import { refuseWhileRows } from '../../records/write-errors.ts'

type ActivoColumn = typeof activos.marcaId | typeof activos.tipoActivoId | typeof activos.flotaId

// Nested `sql` keeps the columns qualified inside the detail's single-table select.
const marcaNombre = sql<string>`(select ${sql`${marcas.nombre}`} from ${marcas} where ${eq(marcas.id, activos.marcaId)})`

const activosOf = (column: ActivoColumn, owner: AnyPgColumn): SQL | undefined =>
  and(eq(column, owner), vigente(activos))

/** A detail's count of its assets, correlated with the detail's row `owner`. */
export const activosCountOf = (column: ActivoColumn, owner: AnyPgColumn): SQL<number> =>
  countOf(activos, activosOf(column, owner))

/**
 * A detail's count of its assets and the first DETAIL_RELATED_MAX of them by código (the shape
 * of activoResumenSchema), correlated with the detail's row `owner`.
 */
export function activosDetailColumns(column: ActivoColumn, owner: AnyPgColumn) {
  return {
    count: activosCountOf(column, owner),
    activos: relatedRows(
      activos,
      {
        id: activos.id,
        codigo: activos.codigo,
        modelo: activos.modelo,
        marca: marcaNombre,
        estado: activos.estado,
      },
      activosOf(column, owner),
      [activos.codigo, activos.id],
      DETAIL_RELATED_MAX,
    ),
  }
}

/**
 * A delete's 409 while assets still use the row, saying what to do first:
 * `No se puede eliminar: 3 activos usan esta marca. Cámbialos de marca primero.`
 */
export function refuseWhileActivos(
  column: ActivoColumn,
  what: string,
  fix: readonly [one: string, many: string],
) {
  return refuseWhileRows(activos, column, (count) =>
    count === 1
      ? `No se puede eliminar: 1 activo usa ${what}. ${fix[0]}`
      : `No se puede eliminar: ${count} activos usan ${what}. ${fix[1]}`,
  )
}
