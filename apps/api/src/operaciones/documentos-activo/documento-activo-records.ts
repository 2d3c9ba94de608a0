// An asset's documents, on the mechanism every owner's documents share
// (records/documentos/documentos-of.ts: the writes and their audit, the asset of the path, the
// file's checks, the download).
import { activos, documentosActivo } from '../../db/schema/index.ts'
import { documentosOf } from '../../records/documentos/documentos-of.ts'
import { ACTIVO_NO_ENCONTRADO, toDocumentoActivoRow } from './documento-activo-rows.ts'

/** Files under `activos/<activo id>/<uuid>`. */
export const documentosDeActivo = documentosOf({
  table: documentosActivo,
  entity: 'documento-activo',
  ownerKey: 'activoId',
  owner: {
    table: activos,
    notFound: ACTIVO_NO_ENCONTRADO,
    prefix: 'activos',
    nombre: 'este activo',
  },
  toRow: toDocumentoActivoRow,
})
