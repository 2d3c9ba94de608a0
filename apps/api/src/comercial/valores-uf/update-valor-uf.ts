// PATCH /v1/valores-uf/{fecha}: corrects a day's value at the version the client read (409
// otherwise, nothing written), audited in the same transaction. The day itself is the row's
// identity: a value typed on the wrong day is deleted and entered on the right one.
import type { updateValorUfSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { getValorUfById } from './get-valor-uf.ts'
import { valorUfRecords } from './valor-uf-records.ts'
import { valorColumna, valorUfIdOf } from './valor-uf-rows.ts'

export async function updateValorUf(
  db: Db,
  actor: Actor,
  fecha: string,
  input: z.output<typeof updateValorUfSchema>,
) {
  const id = await valorUfIdOf(db, fecha)
  return valorUfRecords.update(
    db,
    actor,
    { id, version: input.version },
    {
      patch: { valor: input.valor === undefined ? undefined : valorColumna(input.valor) },
      answer: (tx, row) => getValorUfById(tx, row.id, row.fecha),
    },
  )
}
