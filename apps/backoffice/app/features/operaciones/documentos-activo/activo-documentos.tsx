// activos/{id}/documentos: the documents an asset must carry (revisión técnica, SOAP…) on the
// documents screen every owner shares, headed by the asset (activo-screens.tsx): the next to
// expire first, each flagged; added with their file, downloaded, edited, replaced and deleted.
import {
  createDocumentoActivoSchema,
  type DocumentoActivoRow,
  opcionesDe,
  TIPO_DOCUMENTO_ACTIVO_LABEL,
  TIPOS_DOCUMENTO_ACTIVO,
  updateDocumentoActivoSchema,
} from '@cordillera/contracts'
import { entityDocumentos } from '@cordillera/portal/screens'
import { activoScreens } from '../activos/activo-screens.tsx'

const tipoText = (documento: DocumentoActivoRow) => TIPO_DOCUMENTO_ACTIVO_LABEL[documento.tipo]

export default entityDocumentos(activoScreens, 'documentosActivo', {
  tipos: opcionesDe(TIPO_DOCUMENTO_ACTIVO_LABEL, TIPOS_DOCUMENTO_ACTIVO),
  nameOf: (documento) => `${tipoText(documento)}${documento.numero ? ` ${documento.numero}` : ''}`,
  tipoText,
  createSchema: createDocumentoActivoSchema,
  updateSchema: updateDocumentoActivoSchema,
})
