// How constructoras are written: every create, update and delete of the table goes through this
// (records/records-of.ts), which holds its audit entity, its 404 and its unique values.
import { constructoras } from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'

export const constructoraRecords = recordsOf(constructoras, {
  entity: 'constructora',
  notFound: 'La constructora no existe.',
  uniques: {
    constructoras_rut_vigente_uq: ['rut', 'Ya existe una constructora con este RUT.'],
  },
})
