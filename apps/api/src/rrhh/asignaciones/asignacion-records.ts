// How operators' assignments are written: every write of the table goes through this
// (records/records-of.ts), which holds its audit entity and its 404.
import { asignacionesOperador } from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'

export const asignacionRecords = recordsOf(asignacionesOperador, {
  entity: 'asignacion-operador',
  notFound: 'La asignación de operador no existe.',
})
