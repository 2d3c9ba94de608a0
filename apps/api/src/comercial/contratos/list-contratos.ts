// GET /v1/contratos, /v1/contratos-vigentes and /v1/contratos-terminados: one page of contracts.
// The vigentes and terminados lists are the same source with the estado fixed (each has its own
// catalogue key, so a user may see one and not the others).
import type {
  ContratoRow,
  EstadoContrato,
  listContratosEstadoQuerySchema,
  Page,
} from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { ListCursors } from '../../db/list/list-cursor.ts'
import { listOf } from '../../db/list/list-page.ts'
import { contratoSource } from './contrato-rows.ts'

export const listContratos = listOf(contratoSource)

/** The list of one estado: its query has no estado of its own. */
export function listContratosEn(estado: EstadoContrato) {
  return (
    db: Db,
    query: z.output<typeof listContratosEstadoQuerySchema>,
    cursors: ListCursors,
  ): Promise<Page<ContratoRow>> => {
    // The estado is part of the query: a cursor of another estado's list is refused.
    return listContratos(db, { ...query, estado }, cursors)
  }
}
