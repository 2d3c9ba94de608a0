// How a worker's documents are written: every create, update and delete of the table goes through
// this (records/records-of.ts), which holds its audit entity, its 404 and its unique values; and
// the documents' calls, on the mechanism every owner's documents share
// (records/documentos/documentos-of.ts: the worker of the path, the file's checks, the download).
// Files are kept under `trabajadores/<trabajador id>/<uuid>`.
import {
  ARCHIVO_OCUPADO_MESSAGE,
  problemaClase,
  type TipoDocumentoTrabajador,
} from '@cordillera/contracts'
import { documentosTrabajador, trabajadores } from '../../db/schema/index.ts'
import { documentosOf } from '../../records/documentos/documentos-of.ts'
import { recordsOf } from '../../records/records-of.ts'
import { toDocumentoTrabajadorRow } from './documento-trabajador-rows.ts'

export const documentoTrabajadorRecords = recordsOf(documentosTrabajador, {
  entity: 'documento-trabajador',
  notFound: 'No encontramos el documento.',
  uniques: {
    // Two documents racing with the same uploaded file: the second is refused.
    documentos_trabajador_archivo_uq: ['archivo', ARCHIVO_OCUPADO_MESSAGE],
  },
})

export const documentosDeTrabajador = documentosOf({
  table: documentosTrabajador,
  records: documentoTrabajadorRecords,
  ownerKey: 'trabajadorId',
  owner: {
    table: trabajadores,
    notFound: 'No encontramos el trabajador.',
    prefix: 'trabajadores',
    nombre: 'este trabajador',
  },
  toRow: toDocumentoTrabajadorRow,
  // An edit changing the tipo, or the clase alone, is checked on the document as it would stay.
  problems: (documento) => {
    const tipo = documento.tipo as TipoDocumentoTrabajador
    const problema = problemaClase({ tipo, clase: documento.clase })
    return problema ? { clase: problema } : undefined
  },
})
