// The DTE the platform issues (issue 25; decision 088): a factura (33) from an approved EDP, as
// the API answers it once stamped, signed, validated and stored, and where its sending to the SII
// stands. The XML never travels in the JSON: it is its own download (ISO-8859-1).
import { z } from 'zod'
import { ESTADOS_ENVIO_DTE } from '../common/dte.ts'
import { actionSchema } from '../common/entity-schemas.ts'
import { fechaSchema } from '../common/fields.ts'
import { guiaElectronicaSchema } from '../common/guia-electronica.ts'
import {
  enumFilter,
  idFilter,
  listQuerySchema,
  pageSchema,
  sortDirectionSchema,
} from '../common/list-query.ts'
import { conPeriodoValido } from '../common/periodo.ts'
import { documentoRefSchema } from '../common/references.ts'
import { rowTrackingShape, TRACKING_SORTS } from '../common/tracking.ts'
import { entero } from './certificado.ts'

export {
  ESTADO_ENVIO_DTE_LABEL,
  ESTADOS_ENVIO_DTE,
  type EstadoEnvioDte,
  type FacturaRef,
  facturaRefSchema,
} from '../common/dte.ts'

/** Emitir factura: the EDP's version read (an EDP that changed meanwhile is a 409). */
export const emitirFacturaSchema = actionSchema('EmitirFactura')

/**
 * Emitir guía de despacho of a movement (movements have no version): the transport the movement
 * does not record, each optional (common/guia-electronica.ts, which recording a despacho asks too).
 */
export const emitirGuiaSchema = guiaElectronicaSchema.meta({ id: 'EmitirGuia' })

export const dteEmitidoSchema = z
  .object({
    id: z.uuid(),
    tipoDte: entero,
    folio: entero,
    /** yyyy-MM-dd (Santiago). */
    fechaEmision: z.string(),
    rutReceptor: z.string(),
    razonSocialReceptor: z.string(),
    /** Whole pesos, as the document's Totales. */
    neto: entero,
    iva: entero,
    total: entero,
    /** The EDP a factura bills; the movement a guía carries. */
    edpId: z.uuid().nullable(),
    movimientoId: z.uuid().nullable(),
    estadoEnvio: z.enum(ESTADOS_ENVIO_DTE),
    /** The SII's track id once sent, and what the transport last said. */
    trackId: z.string().nullable(),
    mensajeEnvio: z.string().nullable(),
    ...rowTrackingShape,
  })
  .meta({ id: 'DteEmitido' })

export type DteEmitido = z.infer<typeof dteEmitidoSchema>

// ---- the issued documents' list (documentos-tributarios; decision 090) ----------------------

/** A tipo as the list's filter takes it (`tipoDte=33`), read as its number. */
export const tipoDteFilter = z
  .enum(['33', '52'], {
    error: 'El tipo de documento debe ser 33 (factura) o 52 (guía de despacho).',
  })
  .transform((tipo) => Number(tipo) as 33 | 52)
  .optional()

export const documentoTributarioSorts = [
  'fechaEmision',
  'folio',
  'total',
  'razonSocialReceptor',
  ...TRACKING_SORTS,
] as const

const folioMessage = 'El folio es un número entero desde 1.'

const documentoTributarioFilters = {
  tipoDte: tipoDteFilter,
  folio: z.coerce
    .number({ error: folioMessage })
    .int(folioMessage)
    .min(1, folioMessage)
    .max(2_147_483_647, folioMessage)
    .optional(),
  estadoEnvio: enumFilter(ESTADOS_ENVIO_DTE, 'El estado de envío no es válido.'),
  edpId: idFilter('El EDP no es válido.'),
  movimientoId: idFilter('El movimiento no es válido.'),
  desde: fechaSchema
    .optional()
    .meta({ description: 'Emitidos desde este día (incluido), yyyy-MM-dd.' }),
  hasta: fechaSchema
    .optional()
    .meta({ description: 'Emitidos hasta este día (incluido), yyyy-MM-dd.' }),
}

/** The list's query before the period's check (what an export omits the paging from). */
export const documentosTributariosQueryBase = listQuerySchema(
  documentoTributarioSorts,
  'fechaEmision',
  documentoTributarioFilters,
).extend({ dir: sortDirectionSchema.default('desc') })

/**
 * The issued documents, newest first unless asked otherwise; `q` finds the receptor by RUT or
 * razón social; desde–hasta in order, of any length.
 */
export const listDocumentosTributariosQuerySchema = conPeriodoValido(
  documentosTributariosQueryBase,
  { diasMax: null },
)
export type ListDocumentosTributariosQuery = z.input<typeof listDocumentosTributariosQuerySchema>

/** What the list shows of an issued document: the DTE, the EDP it bills or the movement it carries. */
export const documentoTributarioRowSchema = dteEmitidoSchema
  .extend({
    /** The EDP a factura bills, by its folio (`EDP-000012`). */
    edp: documentoRefSchema.nullable(),
    /** The despacho or retiro a guía carries, with its asset's código. */
    movimiento: z
      .object({ id: z.uuid(), activo: z.object({ id: z.uuid(), codigo: z.string() }) })
      .nullable(),
  })
  .meta({ id: 'DocumentoTributario' })
export type DocumentoTributarioRow = z.infer<typeof documentoTributarioRowSchema>

export const documentoTributarioPageSchema = pageSchema(documentoTributarioRowSchema).meta({
  id: 'DocumentosTributarios',
})
