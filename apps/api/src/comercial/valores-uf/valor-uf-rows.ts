// Valores UF as lists and details show them: the row shape, the one row of a day, the list's
// range filter and sort.
import {
  type listValoresUfQuerySchema,
  sinValorUfMessage,
  type ValorUfRow,
} from '@cordillera/contracts'
import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { vigente } from '../../db/schema/columns.ts'
import { valoresUf } from '../../db/schema/index.ts'
import { notFound } from '../../http/api-error.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, sortKeysOf } from '../../records/list-source.ts'
import { pick, trackingOf } from '../../records/tracking.ts'

export type ValorUfListQuery = ListQueryOf<typeof listValoresUfQuerySchema>

const sortKeys = sortKeysOf<ValorUfListQuery['sort']>(valoresUf, {
  fecha: { expr: valoresUf.fecha, type: 'date' },
})

export type ValorUfRecord = typeof valoresUf.$inferSelect

export function toValorUfRow(record: ValorUfRecord): ValorUfRow {
  // numeric(10,2) arrives as text; two decimals are exact in a double.
  return { ...pick(record, 'id', 'fecha'), valor: Number(record.valor), ...trackingOf(record) }
}

/** The value as stored: numeric text with its two decimals (`39485.65`). */
export const valorColumna = (valor: number): string => valor.toFixed(2)

/** The id of a day's row (not deleted), or the 404 naming the day. */
export async function valorUfIdOf(db: Db | Tx, fecha: string): Promise<string> {
  const [row] = await db
    .select({ id: valoresUf.id })
    .from(valoresUf)
    .where(and(eq(valoresUf.fecha, fecha), vigente(valoresUf)))
  if (!row) throw notFound(sinValorUfMessage(fecha))
  return row.id
}

export function valorUfWhere(query: Pick<ValorUfListQuery, 'desde' | 'hasta'>): SQL | undefined {
  return and(
    vigente(valoresUf),
    query.desde ? gte(valoresUf.fecha, query.desde) : undefined,
    query.hasta ? lte(valoresUf.fecha, query.hasta) : undefined,
  )
}

export function valorUfSource(db: Db, query: ValorUfListQuery): ListSource<ValorUfRow> {
  return listSourceOf(valoresUf, sortKeys, query, valorUfWhere(query), async (ids) =>
    (await db.select().from(valoresUf).where(inArray(valoresUf.id, ids))).map(toValorUfRow),
  )
}
