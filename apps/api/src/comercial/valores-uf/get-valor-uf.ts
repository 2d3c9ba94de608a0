// GET /v1/valores-uf/{fecha}: the value of that exact day with its authors. A day without a
// value is a 404 naming it: a quotation must not be priced with another day's value.
import { sinValorUfMessage, type ValorUfDetail } from '@cordillera/contracts'
import type { Db, Tx } from '../../db/database.ts'
import { valorUfRecords } from './valor-uf-records.ts'
import { toValorUfRow, valorUfIdOf } from './valor-uf-rows.ts'

export async function getValorUf(db: Db | Tx, fecha: string): Promise<ValorUfDetail> {
  return getValorUfById(db, await valorUfIdOf(db, fecha), fecha)
}

/** The detail of a row by id (the answer of the writes, which hold it already). */
export async function getValorUfById(
  db: Db | Tx,
  id: string,
  fecha: string,
): Promise<ValorUfDetail> {
  const { record, creadoPor, actualizadoPor } = await valorUfRecords.detail(
    db,
    id,
    {},
    sinValorUfMessage(fecha),
  )
  return { ...toValorUfRow(record), creadoPor, actualizadoPor }
}
