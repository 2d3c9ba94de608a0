// A document with an expiry and a scanned file (an asset's revisión técnica, a worker's licencia de
// conducir…): what every kind of document shares, so each owner's documents say the same Spanish
// thing about the same mistake. The file travels outside the API: the client asks for an upload
// ticket, sends the bytes to the storage's URL, then creates the document naming the key it was
// given; the API checks the stored bytes before writing the row (decision 020). Each owner's
// contract (operaciones/documento-activo.ts, rrhh/documento-trabajador.ts) names its tipos and
// whatever else its documents carry, and `documentoSchemas` gives its bodies, row and list.
import { z } from 'zod'
import { writeSchemas } from './entity-schemas.ts'
import { fechaSchema, nestedParamsSchema, textoObligatorio, textoOpcional } from './fields.ts'
import { rowTrackingShape } from './tracking.ts'
import { ESTADOS_VENCIMIENTO } from './vencimiento.ts'

/** The file types a document may carry, as read from the file's bytes. */
export const TIPOS_ARCHIVO_DOCUMENTO = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const
export type TipoArchivoDocumento = (typeof TIPOS_ARCHIVO_DOCUMENTO)[number]
/** The largest file a document may carry: 10 MB. */
export const ARCHIVO_MAX_BYTES = 10 * 1024 * 1024

export const ARCHIVO_PESADO_MESSAGE = 'El archivo pesa más de 10 MB.'
export const ARCHIVO_TIPO_MESSAGE = 'Solo se aceptan archivos PDF, JPEG, PNG o WebP.'
/** The bytes say it is something else, whatever its name or declared type. */
export const ARCHIVO_CONTENIDO_MESSAGE =
  'El archivo no es un PDF, JPEG, PNG ni WebP: revisa que sea el documento escaneado.'
export const ARCHIVO_FALTA_MESSAGE = 'Primero sube el archivo.'
export const ARCHIVO_OCUPADO_MESSAGE = 'Ese archivo ya pertenece a otro documento: súbelo de nuevo.'
export const VENCE_ANTES_MESSAGE = 'El vencimiento no puede ser anterior a la emisión.'
export const TIPO_DOCUMENTO_MESSAGE = 'Elija el tipo de documento.'

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
  .meta({ id: 'SubidaDocumento' })

/** Where to send the bytes: `method url` with `headers`, before `expiresAt`; then name `clave`. */
export const subidaDocumentoSchema = z
  .object({
    clave: z.string(),
    url: z.string(),
    method: z.literal('PUT'),
    headers: z.record(z.string(), z.string()),
    expiresAt: z.string(),
  })
  .meta({ id: 'TicketSubidaDocumento' })
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

/**
 * The fields of a document of the tipos `tipos`: número, emisión, vence, observaciones and its
 * file. An owner's create schema is `z.object(documentoFields(TIPOS…)).superRefine(checkFechas…)`.
 */
export function documentoFields<const T extends readonly [string, ...string[]]>(tipos: T) {
  return {
    tipo: z.enum(tipos, { error: TIPO_DOCUMENTO_MESSAGE }),
    numero: textoOpcional(60),
    fechaEmision: fechaSchema.nullish(),
    vence: fechaSchema.nullish(),
    observaciones: textoOpcional(1000),
    archivo: archivoDocumentoSchema,
  }
}

type Fechas = { fechaEmision?: string | null | undefined; vence?: string | null | undefined }

/** vence ≥ fechaEmision when both are known (ISO dates compare as text). */
export function venceEnOrden({ fechaEmision, vence }: Fechas): boolean {
  return !fechaEmision || !vence || vence >= fechaEmision
}

/**
 * The dates' rule as a schema refinement (on `vence`). An edit that sends one date only is checked
 * again by the API against the stored other one.
 */
export function checkFechasDocumento(value: Fechas, ctx: z.RefinementCtx): void {
  if (!venceEnOrden(value)) {
    ctx.addIssue({ code: 'custom', path: ['vence'], message: VENCE_ANTES_MESSAGE })
  }
}

/** The file as a document's row shows it (never its storage key). */
export const archivoInfoSchema = z.object({
  nombre: z.string(),
  /** The type read from the file's bytes. */
  tipo: z.enum(TIPOS_ARCHIVO_DOCUMENTO),
  bytes: z.number().int(),
})

/** What every document's row has; an owner's row adds its owner's id and its `tipo`. */
export const documentoRowShape = {
  id: z.uuid(),
  numero: z.string().nullable(),
  fechaEmision: z.string().nullable(),
  vence: z.string().nullable(),
  /** Against Santiago's today when the API answered. */
  estadoVencimiento: z.enum(ESTADOS_VENCIMIENTO),
  observaciones: z.string().nullable(),
  archivo: archivoInfoSchema,
  ...rowTrackingShape,
}

/** `…/{id}/documentos/{documentoId}`: the owner of the path and one of its documents. */
export const documentoParamsSchema = nestedParamsSchema('documentoId', 'del documento')

export const descargaDocumentoSchema = z
  .object({ url: z.string(), expiresAt: z.string() })
  .meta({ id: 'DescargaDocumento' })
export type DescargaDocumento = z.infer<typeof descargaDocumentoSchema>

type DocumentoCheck<F extends z.ZodRawShape> = (
  value: Partial<z.output<z.ZodObject<F>>>,
  ctx: z.RefinementCtx,
) => void

/**
 * The schemas of one owner's documents, named by the owner (`'Activo'`): the create and update
 * bodies (`createDocumentoActivoSchema`, `updateDocumentoActivoSchema`: its tipos, the shared
 * fields, its own `fields`; checked by `check`, the dates' rule unless it says more), the row
 * (`documentoActivoRowSchema`, OpenAPI `DocumentoActivo`: the shared row, the owner's id
 * `activoId`, its tipo, its own `row`) and the list by expiry (`documentosActivoSchema`).
 */
export function documentoSchemas<
  const O extends string,
  const T extends readonly [string, ...string[]],
  const F extends z.ZodRawShape = Record<never, never>,
  const R extends z.ZodRawShape = Record<never, never>,
>(
  owner: O,
  tipos: T,
  own: {
    fields?: F
    row?: R
    check?: DocumentoCheck<ReturnType<typeof documentoFields<T>> & F>
  } = {},
) {
  const name = `Documento${owner}` as const
  const fields = { ...documentoFields(tipos), ...(own.fields as F) }
  const rowSchema = z
    .object({
      ...documentoRowShape,
      ...({ [`${lowerFirst(owner)}Id`]: z.uuid() } as Record<`${Uncapitalize<O>}Id`, z.ZodUUID>),
      tipo: z.enum(tipos),
      ...(own.row as R),
    })
    .meta({ id: name })
  const listSchema = z.object({ items: z.array(rowSchema) })
  return {
    ...writeSchemas(name, fields, own.check ?? checkFechasDocumento),
    [`documento${owner}RowSchema`]: rowSchema,
    [`documentos${owner}Schema`]: listSchema,
  } as ReturnType<typeof writeSchemas<typeof name, typeof fields>> &
    Record<`documento${O}RowSchema`, typeof rowSchema> &
    Record<`documentos${O}Schema`, typeof listSchema>
}

const lowerFirst = <N extends string>(text: N) =>
  (text.charAt(0).toLowerCase() + text.slice(1)) as Uncapitalize<N>
