// How flotas are written: every create, update and delete of the table goes through this
// (records/records-of.ts), which holds its audit entity, its 404 and its unique values.
import { flotas } from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'

export const flotaRecords = recordsOf(flotas, {
  entity: 'flota',
  notFound: 'La flota no existe.',
  uniques: {
    flotas_nombre_vigente_uq: ['nombre', 'Ya existe una flota con este nombre.'],
  },
})
