// POST /v1/tipos-activo: a new tipo de activo, audited in the same transaction.
import type { createTipoActivoSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { getTipoActivo } from './get-tipo-activo.ts'
import { tipoActivoRecords } from './tipo-activo-records.ts'

export const createTipoActivo = tipoActivoRecords.creates(
  (input: z.output<typeof createTipoActivoSchema>) => input,
  (tx, row) => getTipoActivo(tx, row.id),
)
