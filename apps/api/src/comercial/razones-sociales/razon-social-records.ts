// How razones sociales are written: every create, update and delete of the table goes through this
// (records/records-of.ts), which holds its audit entity, its 404 and its unique values.
import { razonesSociales } from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'

export const razonSocialRecords = recordsOf(razonesSociales, {
  entity: 'razon_social',
  notFound: 'La razón social no existe.',
  uniques: {
    razones_sociales_rut_vigente_uq: ['rut', 'Ya existe una razón social con este RUT.'],
  },
})
