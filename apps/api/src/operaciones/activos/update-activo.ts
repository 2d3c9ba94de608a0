// PATCH /v1/activos/{id}: edits an asset at the version the client read (409 otherwise, nothing
// written), audited in the same transaction. Its estado is not among the fields: movements set it.
import type { updateActivoSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { activoRecords } from '../../records/activo-records.ts'
import { checkActivoRefs, horometroColumn } from './activo-writes.ts'
import { getActivo } from './get-activo.ts'

export const updateActivo = activoRecords.updates({
  patch: ({ horometro, ...input }: z.output<typeof updateActivoSchema>) => ({
    ...input,
    horometro: horometro === undefined ? undefined : horometroColumn(horometro),
  }),
  check: (tx, changes) => checkActivoRefs(tx, changes),
  answer: (tx, row) => getActivo(tx, row.id),
})
