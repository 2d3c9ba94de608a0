// POST /v1/asignaciones-operador (asignar): a free operator starts on an asset on rent with no
// operator from `desde` on (asignacion-writes.ts), in one transaction with its audit entry.
import type { asignarOperadorSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { asignacionRecords } from './asignacion-records.ts'
import { getAsignacionOperador } from './asignacion-rows.ts'
import { nuevaAsignacion } from './asignacion-writes.ts'

export const assignOperador = asignacionRecords.creates(
  (input: z.output<typeof asignarOperadorSchema>, tx) => nuevaAsignacion(tx, input, 'asignacion'),
  (tx, row) => getAsignacionOperador(tx, row.id),
)
