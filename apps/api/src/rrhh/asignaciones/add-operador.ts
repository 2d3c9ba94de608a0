// POST /v1/asignaciones-operador/adicion: a free operator joins an asset on rent that already
// has one in that contract that day (another shift; asignacion-writes.ts), in one transaction with
// its audit entry.
import type { adicionOperadorSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { asignacionRecords } from './asignacion-records.ts'
import { getAsignacionOperador } from './asignacion-rows.ts'
import { nuevaAsignacion } from './asignacion-writes.ts'

export const addOperador = asignacionRecords.creates(
  (input: z.output<typeof adicionOperadorSchema>, tx) => nuevaAsignacion(tx, input, 'adicion'),
  (tx, row) => getAsignacionOperador(tx, row.id),
)
