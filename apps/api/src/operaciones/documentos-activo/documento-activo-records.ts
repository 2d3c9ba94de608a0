// How an asset's documents are written: every create, update and delete of the table goes through
// this (records/records-of.ts), which holds its audit entity, its 404 and its unique values; and
// the documents' calls, on the mechanism every owner's documents share
// (records/documentos/documentos-of.ts: the asset of the path, the file's checks, the download).
import { ARCHIVO_OCUPADO_MESSAGE } from '@cordillera/contracts'
import { activos, documentosActivo } from '../../db/schema/index.ts'
import { documentosOf } from '../../records/documentos/documentos-of.ts'
import { recordsOf } from '../../records/records-of.ts'
import { ACTIVO_NO_ENCONTRADO, toDocumentoActivoRow } from './documento-activo-rows.ts'

export const documentoActivoRecords = recordsOf(documentosActivo, {
  entity: 'documento-activo',
  notFound: 'No encontramos el documento.',
  uniques: {
    // Two documents racing with the same uploaded file: the second is refused.
    documentos_activo_archivo_uq: ['archivo', ARCHIVO_OCUPADO_MESSAGE],
  },
})

/** Files under `activos/<activo id>/<uuid>`. */
export const documentosDeActivo = documentosOf({
  table: documentosActivo,
  records: documentoActivoRecords,
  ownerKey: 'activoId',
  owner: {
    table: activos,
    notFound: ACTIVO_NO_ENCONTRADO,
    prefix: 'activos',
    nombre: 'este activo',
  },
  toRow: toDocumentoActivoRow,
})
