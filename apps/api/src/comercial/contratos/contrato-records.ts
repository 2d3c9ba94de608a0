// How contratos are written: their audit entity, their 404 and their items (records/records-of.ts).
// A contract is created only by pasar-contrato (contract-cotizacion.ts), whose audit entry keeps its
// items; afterwards only logistics changes it (completing a request), and each of those audit
// entries keeps its items before and after too.
import { asc, eq } from 'drizzle-orm'
import { contratoItems, contratos } from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'
import { auditState } from '../../records/tracking.ts'

export const contratoRecords = recordsOf(contratos, {
  entity: 'contrato',
  notFound: 'No encontramos el contrato.',
  items: async (tx, id) => {
    const rows = await tx
      .select()
      .from(contratoItems)
      .where(eq(contratoItems.contratoId, id))
      .orderBy(asc(contratoItems.fechaEntrega), asc(contratoItems.id))
    return rows.map(auditState)
  },
})
