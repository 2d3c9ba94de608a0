// The documents an asset must carry (revisión técnica, SOAP, permiso de circulación…): what was
// issued, when it expires, and its scanned file, on the documents' shared rules
// (common/documento.ts: the upload ticket, the file, the dates; docs/domain.md, "Documentos de un
// activo").
import { z } from 'zod'
import { documentoParamsSchema, documentoSchemas } from '../common/documento.ts'
import { TIPOS_DOCUMENTO_ACTIVO } from './vocabulary.ts'

/**
 * An asset's documents' schemas, whole (what documentoRoutes builds their routes from). The
 * update: metadata and/or a replacement file; dates are checked against the stored ones too (one
 * may change without the other). The replaced file stays stored: the audit entry names it.
 */
export const documentoActivoSchemas = documentoSchemas('Activo', TIPOS_DOCUMENTO_ACTIVO)
export const {
  createDocumentoActivoSchema,
  updateDocumentoActivoSchema,
  documentoActivoRowSchema,
  documentosActivoSchema,
} = documentoActivoSchemas
export type DocumentoActivoRow = z.infer<typeof documentoActivoRowSchema>

export const documentoActivoParamsSchema = documentoParamsSchema

/** What the equipment dashboard counts: documents flagged today, over assets not deleted. */
export const vencimientosDocumentosSchema = z
  .object({
    vencidos: z.number().int(),
    porVencer: z.number().int(),
    /** Assets with at least one expired or expiring document. */
    activosAfectados: z.number().int(),
  })
  .meta({ id: 'VencimientosDocumentosActivo' })
export type VencimientosDocumentos = z.infer<typeof vencimientosDocumentosSchema>
