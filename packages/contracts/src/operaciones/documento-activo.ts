// The documents an asset must carry (revisión técnica, SOAP, permiso de circulación…): what was
// issued, when it expires, and its scanned file. The file travels outside the API: the client asks
// for an upload ticket, sends the bytes to the storage's URL, then creates the document naming
// the key it was given; the API checks the stored bytes before writing the row (docs/domain.md,
// "Documentos de un activo").
import { z } from 'zod'
import { fechaSchema, textoObligatorio, textoOpcional, versionSchema } from '../common/fields.ts'
import { rowTrackingShape } from '../common/tracking.ts'
import { ESTADOS_VENCIMIENTO } from './vencimiento.ts'
import { ARCHIVO_MAX_BYTES, TIPOS_ARCHIVO_DOCUMENTO, TIPOS_DOCUMENTO_ACTIVO } from './vocabulary.ts'

export const ARCHIVO_PESADO_MESSAGE = 'El archivo pesa más de 10 MB.'
export const ARCHIVO_TIPO_MESSAGE = 'Solo se aceptan archivos PDF, JPEG, PNG o WebP.'
/** The bytes say it is something else, whatever its name or declared type. */
export const ARCHIVO_CONTENIDO_MESSAGE =
  'El archivo no es un PDF, JPEG, PNG ni WebP: revisa que sea el documento escaneado.'
export const ARCHIVO_FALTA_MESSAGE = 'Primero sube el archivo.'
export const VENCE_ANTES_MESSAGE = 'El vencimiento no puede ser anterior a la emisión.'

/** What the browser's `accept` lists: the allowed types by extension and by MIME type. */
export const ARCHIVO_DOCUMENTO_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp'

/** POST …/documentos/subidas: the file about to be sent (its name, size and declared type). */
export const createSubidaDocumentoSchema = z
  .object({
    nombre: textoObligatorio('el nombre del archivo', 255),
    bytes: z
      .number({ error: 'Indique el tamaño del archivo.' })
      .int('Indique el tamaño del archivo.')
      .positive('El archivo está vacío.')
      .max(ARCHIVO_MAX_BYTES, ARCHIVO_PESADO_MESSAGE),
    tipo: z.enum(TIPOS_ARCHIVO_DOCUMENTO, { error: ARCHIVO_TIPO_MESSAGE }),
  })
  .meta({ id: 'SubidaDocumentoActivo' })
export type CreateSubidaDocumentoInput = z.input<typeof createSubidaDocumentoSchema>

/** Where to send the bytes: `method url` with `headers`, before `expiresAt`; then name `clave`. */
export const subidaDocumentoSchema = z
  .object({
    clave: z.string(),
    url: z.string(),
    method: z.literal('PUT'),
    headers: z.record(z.string(), z.string()),
    expiresAt: z.string(),
  })
  .meta({ id: 'TicketSubidaDocumentoActivo' })
export type SubidaDocumento = z.infer<typeof subidaDocumentoSchema>

/** The uploaded file a document carries: the ticket's key and the file's original name. */
export const archivoDocumentoSchema = z.object(
  {
    clave: z
      .string({ error: ARCHIVO_FALTA_MESSAGE })
      .trim()
      .min(1, ARCHIVO_FALTA_MESSAGE)
      .max(200, ARCHIVO_FALTA_MESSAGE),
    nombre: textoObligatorio('el nombre del archivo', 255),
  },
  { error: ARCHIVO_FALTA_MESSAGE },
)
export type ArchivoDocumento = z.infer<typeof archivoDocumentoSchema>

const documentoFields = {
  tipo: z.enum(TIPOS_DOCUMENTO_ACTIVO, { error: 'Elija el tipo de documento.' }),
  numero: textoOpcional(60),
  fechaEmision: fechaSchema.nullish(),
  vence: fechaSchema.nullish(),
  observaciones: textoOpcional(1000),
  archivo: archivoDocumentoSchema,
}

type Fechas = { fechaEmision?: string | null | undefined; vence?: string | null | undefined }

/** vence ≥ fechaEmision when both are known (ISO dates compare as text). */
export function venceEnOrden({ fechaEmision, vence }: Fechas): boolean {
  return !fechaEmision || !vence || vence >= fechaEmision
}

const checkFechas = (value: Fechas, ctx: z.RefinementCtx) => {
  if (!venceEnOrden(value)) {
    ctx.addIssue({ code: 'custom', path: ['vence'], message: VENCE_ANTES_MESSAGE })
  }
}

export const createDocumentoActivoSchema = z
  .object(documentoFields)
  .superRefine(checkFechas)
  .meta({ id: 'CrearDocumentoActivo' })
export type CreateDocumentoActivoInput = z.input<typeof createDocumentoActivoSchema>

/**
 * Metadata and/or a replacement file; dates are checked against the stored ones too (one may
 * change without the other). The replaced file stays stored: the audit entry names it.
 */
export const updateDocumentoActivoSchema = z
  .object(documentoFields)
  .partial()
  .extend({ version: versionSchema })
  .superRefine(checkFechas)
  .meta({ id: 'EditarDocumentoActivo' })
export type UpdateDocumentoActivoInput = z.input<typeof updateDocumentoActivoSchema>

export const documentoActivoRowSchema = z
  .object({
    id: z.uuid(),
    activoId: z.uuid(),
    tipo: z.enum(TIPOS_DOCUMENTO_ACTIVO),
    numero: z.string().nullable(),
    fechaEmision: z.string().nullable(),
    vence: z.string().nullable(),
    /** Against Santiago's today when the API answered. */
    estadoVencimiento: z.enum(ESTADOS_VENCIMIENTO),
    observaciones: z.string().nullable(),
    archivo: z.object({
      nombre: z.string(),
      /** The type read from the file's bytes. */
      tipo: z.enum(TIPOS_ARCHIVO_DOCUMENTO),
      bytes: z.number().int(),
    }),
    ...rowTrackingShape,
  })
  .meta({ id: 'DocumentoActivo' })
export type DocumentoActivoRow = z.infer<typeof documentoActivoRowSchema>

export const documentosActivoSchema = z.object({ items: z.array(documentoActivoRowSchema) })

export const documentoActivoParamsSchema = z.object({
  id: z.uuid({ error: 'El identificador no es válido.' }),
  documentoId: z.uuid({ error: 'El identificador del documento no es válido.' }),
})

export const descargaDocumentoSchema = z
  .object({ url: z.string(), expiresAt: z.string() })
  .meta({ id: 'DescargaDocumentoActivo' })
export type DescargaDocumento = z.infer<typeof descargaDocumentoSchema>

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
