// How activos are written: every create, update and delete of the table goes through this
// (records-of.ts), which holds its audit entity, its 404 and its unique values. It lives here, not
// in the activos module, because movements write an asset's place from both areas (decision 028).
import { activos } from '../db/schema/index.ts'
import { recordsOf } from './records-of.ts'

export const activoRecords = recordsOf(activos, {
  entity: 'activo',
  notFound: 'No encontramos el activo.',
  uniques: {
    activos_codigo_vigente_uq: ['codigo', 'Ya existe un activo con este código.'],
    activos_numero_serie_vigente_uq: [
      'numeroSerie',
      'Ya existe un activo con este número de serie.',
    ],
    activos_patente_vigente_uq: ['patente', 'Ya existe un activo con esta patente.'],
  },
})
