// How a lessor's trips are written (records/records-of.ts): audited, 404 when gone or another's.
import { reportsArrendador } from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'

export const viajeRecords = recordsOf(reportsArrendador, {
  entity: 'viaje-arrendador',
  notFound: 'No encontramos el viaje.',
})
