// A worker's documents (licencia de conducir, exámenes, certificaciones, contrato…), on the
// documents' shared rules (common/documento.ts: the upload ticket, the file, the dates, the expiry
// flag). A driving licence also carries its clase; no other document does.
import { z } from 'zod'
import { checkFechasDocumento, documentoSchemas } from '../common/documento.ts'
import {
  CLASES_LICENCIA,
  TIPOS_DOCUMENTO_TRABAJADOR,
  type TipoDocumentoTrabajador,
} from './vocabulary.ts'

export const CLASE_FALTA_MESSAGE = 'Indique la clase de la licencia.'
export const CLASE_SOBRA_MESSAGE = 'Solo la licencia de conducir lleva clase.'

const claseSchema = z.enum(CLASES_LICENCIA, { error: 'Elija la clase de la lista.' })

type Clase = {
  tipo?: TipoDocumentoTrabajador | undefined
  clase?: string | null | undefined
}

/**
 * The clase's rule, `undefined` when it holds: a licencia de conducir has one, no other document
 * does. The API applies it to an edit merged with the stored document.
 */
export function problemaClase({ tipo, clase }: Clase): string | undefined {
  if (tipo === 'licencia-conducir' && !clase) return CLASE_FALTA_MESSAGE
  if (tipo !== undefined && tipo !== 'licencia-conducir' && clase) return CLASE_SOBRA_MESSAGE
  return undefined
}

const checkDocumento = (
  value: Clase & Parameters<typeof checkFechasDocumento>[0],
  ctx: z.RefinementCtx,
) => {
  checkFechasDocumento(value, ctx)
  // A partial edit without its tipo is checked by the API on the merged document.
  if (value.tipo === undefined) return
  const problema = problemaClase(value)
  if (problema) ctx.addIssue({ code: 'custom', path: ['clase'], message: problema })
}

/**
 * A worker's documents' schemas, whole (what documentoRoutes builds their routes from). A driving
 * licence's class, null for every other tipo. The update: metadata and/or a replacement file, at
 * the version read; dates and clase are checked against the stored ones too. The replaced file
 * stays stored: the audit entry names it.
 */
export const documentoTrabajadorSchemas = documentoSchemas(
  'Trabajador',
  TIPOS_DOCUMENTO_TRABAJADOR,
  {
    fields: { clase: claseSchema.nullish() },
    row: { clase: z.enum(CLASES_LICENCIA).nullable() },
    check: checkDocumento,
  },
)
export const {
  createDocumentoTrabajadorSchema,
  updateDocumentoTrabajadorSchema,
  documentoTrabajadorRowSchema,
  documentosTrabajadorSchema,
} = documentoTrabajadorSchemas
export type DocumentoTrabajadorRow = z.infer<typeof documentoTrabajadorRowSchema>
