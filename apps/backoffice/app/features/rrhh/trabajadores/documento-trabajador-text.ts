// How a worker's document is named on his screens: its tipo, a licence with its clase, and its
// número ("Licencia de conducir clase D LC-5521").
import { type DocumentoTrabajadorRow, TIPO_DOCUMENTO_TRABAJADOR_LABEL } from '@cordillera/contracts'

export const tipoDocumentoText = (documento: Pick<DocumentoTrabajadorRow, 'tipo' | 'clase'>) =>
  `${TIPO_DOCUMENTO_TRABAJADOR_LABEL[documento.tipo]}${documento.clase ? ` clase ${documento.clase}` : ''}`

export const documentoTrabajadorName = (
  documento: Pick<DocumentoTrabajadorRow, 'tipo' | 'clase' | 'numero'>,
) => `${tipoDocumentoText(documento)}${documento.numero ? ` ${documento.numero}` : ''}`
