// PATCH /v1/tipos-activo/{id}: edits a tipo de activo at the version the client read (409
// otherwise, nothing written), audited in the same transaction.
import type { updateTipoActivoSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { getTipoActivo } from './get-tipo-activo.ts'
import { tipoActivoRecords } from './tipo-activo-records.ts'

export const updateTipoActivo = tipoActivoRecords.updates({
  patch: (input: z.output<typeof updateTipoActivoSchema>) => input,
  answer: (tx, row) => getTipoActivo(tx, row.id),
})
