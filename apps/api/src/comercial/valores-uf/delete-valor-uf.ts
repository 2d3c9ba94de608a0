// DELETE /v1/valores-uf/{fecha}?version=: soft delete, audited; the day can be entered again.
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { valorUfRecords } from './valor-uf-records.ts'
import { valorUfIdOf } from './valor-uf-rows.ts'

export async function deleteValorUf(db: Db, actor: Actor, fecha: string, version: number) {
  const id = await valorUfIdOf(db, fecha)
  await valorUfRecords.delete(db, actor, { id, version })
}
