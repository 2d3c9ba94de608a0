// A worker's documents, on the mechanism every owner's documents share
// (records/documentos/documentos-of.ts: the writes and their audit, the worker of the path, the
// file's checks, the download), with a licence's clase checked. Files are kept under
// `trabajadores/<trabajador id>/<uuid>`.
import { problemaClase, type TipoDocumentoTrabajador } from '@cordillera/contracts'
import { documentosTrabajador, trabajadores } from '../../db/schema/index.ts'
import { documentosOf } from '../../records/documentos/documentos-of.ts'
import { toDocumentoTrabajadorRow } from './documento-trabajador-rows.ts'

export const documentosDeTrabajador = documentosOf({
  table: documentosTrabajador,
  entity: 'documento-trabajador',
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
