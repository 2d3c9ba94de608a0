// POST /v1/activos: a new asset, `disponible` from now on, audited in the same transaction.
import type { createActivoSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { activoRecords } from '../../records/activo-records.ts'
import { checkActivoRefs, horometroColumn } from './activo-writes.ts'
import { getActivo } from './get-activo.ts'

export const createActivo = activoRecords.creates(
  async (input: z.output<typeof createActivoSchema>, tx) => {
    await checkActivoRefs(tx, input)
    return { ...input, horometro: horometroColumn(input.horometro) }
  },
  (tx, row) => getActivo(tx, row.id),
)
