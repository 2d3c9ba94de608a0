// How tipos de activo are written: every create, update and delete of the table goes through this
// (records/records-of.ts), which holds its audit entity, its 404 and its unique values.
import { tiposActivo } from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'

export const tipoActivoRecords = recordsOf(tiposActivo, {
  entity: 'tipo_activo',
  notFound: 'El tipo de activo no existe.',
  uniques: {
    tipos_activo_nombre_vigente_uq: ['nombre', 'Ya existe un tipo de activo con este nombre.'],
  },
})
