// Trabajadores as the list shows them: the row shape (with his operator record's licence, when he
// runs machines), how they filter (activo, part of the cargo, operators or not), search and sort.
import type { listTrabajadoresQuerySchema, TrabajadorRow } from '@cordillera/contracts'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource, SortKey } from '../../db/list/list-page.ts'
import { vigente } from '../../db/schema/columns.ts'
import { operadores, trabajadores } from '../../db/schema/index.ts'
import { foldedColumns, searchPattern } from '../../db/search-text.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKey, sortKeysOf } from '../../records/list-source.ts'
import { pick, trackingOf } from '../../records/tracking.ts'

export type TrabajadorListQuery = ListQueryOf<typeof listTrabajadoresQuerySchema>

// By apellidos, then nombres, as one text: the list engine pages by a single key (and its keyset
// cursor compares that one value), so the pair is joined; trabajadores_nombre_idx holds the pair
// and is not read by this key (a workforce is hundreds of rows, not the commercial lists' 100,000).
const nombreKey: SortKey = {
  expr: sql`(${trabajadores.apellidos} || ' ' || ${trabajadores.nombres}) collate "unicode"`,
  type: 'text',
}

const sortKeys = sortKeysOf<TrabajadorListQuery['sort']>(trabajadores, {
  nombre: nombreKey,
  rut: sortKey.rut(trabajadores),
  cargo: sortKey.text(trabajadores.cargo),
  fechaIngreso: { expr: trabajadores.fechaIngreso, type: 'date' },
})

type TrabajadorRecord = typeof trabajadores.$inferSelect
type OperadorResumen = TrabajadorRow['operador']

export function toTrabajadorRow(
  record: TrabajadorRecord,
  operador: OperadorResumen,
): TrabajadorRow {
  return {
    ...pick(
      record,
      'id',
      'rut',
      'nombres',
      'apellidos',
      'cargo',
      'fechaIngreso',
      'telefono',
      'email',
      'activo',
    ),
    operador,
    ...trackingOf(record),
  }
}

export async function trabajadorRowsByIds(db: Db | Tx, ids: string[]): Promise<TrabajadorRow[]> {
  const rows = await db
    .select({
      record: trabajadores,
      operadorId: operadores.id,
      licenciaClase: operadores.licenciaClase,
    })
    .from(trabajadores)
    .leftJoin(operadores, and(eq(operadores.trabajadorId, trabajadores.id), vigente(operadores)))
    .where(inArray(trabajadores.id, ids))
  return rows.map(({ record, operadorId, licenciaClase }) =>
    toTrabajadorRow(
      record,
      operadorId && licenciaClase
        ? {
            id: operadorId,
            licenciaClase: licenciaClase as NonNullable<OperadorResumen>['licenciaClase'],
          }
        : null,
    ),
  )
}

/** Whether the worker of the outer row has an operator record (not deleted). */
const esOperador = sql`exists (select 1 from ${operadores} where ${operadores.trabajadorId} = ${trabajadores.id} and ${operadores.eliminadoEn} is null)`

export function trabajadorWhere(query: TrabajadorListQuery): SQL | undefined {
  return listWhere(
    trabajadores,
    query,
    ['activo'],
    // Part of the cargo, folded as the search is ("mecan" finds "Mecánico").
    query.cargo ? sql`${foldedColumns('cargo')} like ${searchPattern(query.cargo)}` : undefined,
    query.esOperador === undefined
      ? undefined
      : query.esOperador
        ? esOperador
        : sql`not ${esOperador}`,
  )
}

export function trabajadorSource(db: Db, query: TrabajadorListQuery): ListSource<TrabajadorRow> {
  return listSourceOf(trabajadores, sortKeys, query, trabajadorWhere(query), (ids) =>
    trabajadorRowsByIds(db, ids),
  )
}
