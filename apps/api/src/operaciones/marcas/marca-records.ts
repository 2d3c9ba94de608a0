// How marcas are written: every create, update and delete of the table goes through this
// (records/records-of.ts), which holds its audit entity, its 404 and its unique values.
import { marcas } from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'

export const marcaRecords = recordsOf(marcas, {
  entity: 'marca',
  notFound: 'La marca no existe.',
  uniques: {
    marcas_nombre_vigente_uq: ['nombre', 'Ya existe una marca con este nombre.'],
  },
})
