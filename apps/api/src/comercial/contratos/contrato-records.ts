// How contratos are written: their audit entity and their 404 (records/records-of.ts). A contract
// is created only by pasar-contrato (pasar-contrato.ts), whose audit entry keeps its items.
import { contratos } from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'

export const contratoRecords = recordsOf(contratos, {
  entity: 'contrato',
  notFound: 'No encontramos el contrato.',
})
