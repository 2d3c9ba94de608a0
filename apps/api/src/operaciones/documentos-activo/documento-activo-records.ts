// How an asset's documents are written: every create, update and delete of the table goes through
// this (records/records-of.ts), which holds its audit entity, its 404 and its unique values.
import { documentosActivo } from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'

export const documentoActivoRecords = recordsOf(documentosActivo, {
  entity: 'documento-activo',
  notFound: 'No encontramos el documento.',
  uniques: {
    // Two documents racing with the same uploaded file: the second is refused.
    documentos_activo_archivo_uq: [
      'archivo',
      'Ese archivo ya pertenece a otro documento: súbelo de nuevo.',
    ],
  },
})
