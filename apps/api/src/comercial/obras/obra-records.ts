// How obras are written: every create, update and delete of the table goes through this
// (records/records-of.ts), which holds its audit entity, its 404 and its unique values.
import { obras } from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'

export const obraRecords = recordsOf(obras, {
  entity: 'obra',
  notFound: 'La obra no existe.',
  uniques: {
    obras_codigo_vigente_uq: ['codigo', 'Ya existe una obra con este código.'],
  },
})
