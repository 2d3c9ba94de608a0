// GET /v1/contratos, /v1/contratos-vigentes and /v1/contratos-terminados: one page of contracts.
// The vigentes and terminados lists are the same source with the estado fixed (each has its own
// catalogue key, so a user may see one and not the others).
import type {
  ContratoRow,
  EstadoContrato,
  listContratosEstadoQuerySchema,
  listContratosQuerySchema,
  Page,
} from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { contratoSource } from './contrato-rows.ts'

export function listContratos(
  db: Db,
  query: z.output<typeof listContratosQuerySchema>,
  cursors: ListCursors,
): Promise<Page<ContratoRow>> {
  return listPage(db, contratoSource(db, query), pageRequestOf(query, cursors))
}

/** The list of one estado: its query has no estado of its own. */
export function listContratosEn(estado: EstadoContrato) {
  return (
    db: Db,
    query: z.output<typeof listContratosEstadoQuerySchema>,
    cursors: ListCursors,
  ): Promise<Page<ContratoRow>> => {
    const fixed = { ...query, estado }
    return listPage(db, contratoSource(db, fixed), pageRequestOf(fixed, cursors))
  }
}
