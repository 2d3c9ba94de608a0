// External EDP (what the company owes a lessor for its machines at one obra over a period;
// decision 064): its write bodies, its list's query, what is read of it and of the lessor's
// adjustment requests. Its lines and evidence are the client EDP's own shapes
// (edp-calculo-schemas.ts, edpLineaGuardadaSchema): one computation, one way to show it.
import { z } from 'zod'
import {
  EDP_EXTERNO_SORTS,
  edpExternoFilaShape,
  edpExternoHistorialSchema,
  revisionEdpExternoSchema,
  solicitudAjustePedidoShape,
} from '../common/edp-externo-lectura.ts'
import { actionSchema, comentadaSchema, readSchemas } from '../common/entity-schemas.ts'
import {
  fechaSchema,
  idRelacionado,
  nestedParamsSchema,
  textoObligatorio,
  textoOpcional,
} from '../common/fields.ts'
import { enumFilter, idFilter, listQuerySchema } from '../common/list-query.ts'
import { conPeriodoValido, problemaDelPeriodo } from '../common/periodo.ts'
import {
  documentoNumeradoShape,
  empresaRefSchema,
  obraIdFilter,
  obraRefSchema,
} from '../common/references.ts'
import {
  EDP_LINEAS_MANUALES_MAX,
  EDP_PERIODO_DIAS_MAX,
  edpDetalleShape,
  edpLineaGuardadaSchema,
} from './edp.ts'
import { edpCalculoSchema, edpLineaManualInputSchema } from './edp-calculo-schemas.ts'
import { ESTADOS_EDP_EXTERNO, ESTADOS_SOLICITUD_AJUSTE } from './edp-externo-vocabulary.ts'

/** A proveedor as an external EDP names it. */
export const proveedorRefSchema = empresaRefSchema

// ---- write bodies -----------------------------------------------------------------------------

const lineasManuales = z
  .array(edpLineaManualInputSchema, { error: 'Indique las líneas manuales.' })
  .max(EDP_LINEAS_MANUALES_MAX, {
    error: `Un EDP lleva como máximo ${EDP_LINEAS_MANUALES_MAX} líneas manuales.`,
  })

const periodoFields = { fechaInicio: fechaSchema, fechaFin: fechaSchema }

/** What is wrong with an external EDP's period, on the field to fix; null when nothing. */
export function problemaDelPeriodoEdpExterno(value: {
  fechaInicio: string
  fechaFin: string
}): { campo: 'fechaInicio' | 'fechaFin'; mensaje: string } | null {
  const problema = problemaDelPeriodo(
    { desde: value.fechaInicio, hasta: value.fechaFin },
    { diasMax: EDP_PERIODO_DIAS_MAX },
  )
  if (!problema) return null
  return {
    campo: problema.campo === 'desde' ? 'fechaInicio' : 'fechaFin',
    mensaje: problema.mensaje,
  }
}

function periodoEnOrden(value: { fechaInicio: string; fechaFin: string }, ctx: z.RefinementCtx) {
  const problema = problemaDelPeriodoEdpExterno(value)
  if (problema) ctx.addIssue({ code: 'custom', path: [problema.campo], message: problema.mensaje })
}

const obraYProveedor = {
  obraId: idRelacionado('la obra'),
  proveedorId: idRelacionado('el proveedor'),
}

/**
 * POST /v1/edp-externos: an obra, a lessor and a period (at most 31 days). The server computes its
 * lines from the evidence with the lessor's agreements and refuses while a blocking problem
 * remains (an asset without agreement, an unsigned report, a missing valor UF).
 */
export const createEdpExternoSchema = z
  .object({ ...obraYProveedor, ...periodoFields, lineasManuales: lineasManuales.optional() })
  .superRefine(periodoEnOrden)
  .meta({ id: 'CrearEdpExterno' })
export type CreateEdpExternoInput = z.input<typeof createEdpExternoSchema>

/** GET /v1/edp-externos/previsualizacion: the draft, computed and not saved. */
export const previewEdpExternoQuerySchema = z
  .object({ ...obraYProveedor, ...periodoFields })
  .superRefine(periodoEnOrden)
export type PreviewEdpExternoQuery = z.input<typeof previewEdpExternoQuerySchema>

/** PATCH /v1/edp-externos/{id} (borrador only): the whole list of manual lines; recomputes. */
export const updateEdpExternoSchema = actionSchema('EditarEdpExterno', {
  lineasManuales: lineasManuales.optional(),
})
export type UpdateEdpExternoInput = z.input<typeof updateEdpExternoSchema>

/** emitir: the version read and an optional comment. */
export const transicionEdpExternoSchema = comentadaSchema('TransicionEdpExterno')
export type TransicionEdpExternoInput = z.input<typeof transicionEdpExternoSchema>

/** Accepting a lessor's adjustment request: the EDP's version read and an optional answer. */
export const aceptarSolicitudAjusteSchema = actionSchema('AceptarSolicitudAjuste', {
  respuesta: textoOpcional(2000),
})
export type AceptarSolicitudAjusteInput = z.input<typeof aceptarSolicitudAjusteSchema>

/** Rejecting one: the EDP's version read and the reason, required. */
export const rechazarSolicitudAjusteSchema = actionSchema('RechazarSolicitudAjuste', {
  respuesta: textoObligatorio('el motivo del rechazo', 2000),
})
export type RechazarSolicitudAjusteInput = z.input<typeof rechazarSolicitudAjusteSchema>

export const solicitudAjusteParamsSchema = nestedParamsSchema('solicitudId', 'de la solicitud')

// ---- lists ------------------------------------------------------------------------------------

export const edpExternoSorts = EDP_EXTERNO_SORTS

const edpExternoFilters = {
  estado: enumFilter(ESTADOS_EDP_EXTERNO),
  obraId: obraIdFilter,
  proveedorId: idFilter('El proveedor no es válido.'),
  /** EDPs whose period ends on or after this day. */
  desde: fechaSchema.optional(),
  /** EDPs whose period starts on or before this day. */
  hasta: fechaSchema.optional(),
}

/** The list's query before its period check (the export omits the paging from it first). */
export const listEdpExternosQueryBase = listQuerySchema(
  edpExternoSorts,
  'numero',
  edpExternoFilters,
)
export const listEdpExternosQuerySchema = conPeriodoValido(listEdpExternosQueryBase, {
  diasMax: null,
})
export type ListEdpExternosQuery = z.input<typeof listEdpExternosQuerySchema>

// ---- what is read -----------------------------------------------------------------------------

/** A lessor's request to adjust one line, and its answer. */
export const solicitudAjusteSchema = z
  .object({
    ...documentoNumeradoShape,
    edpExternoId: z.uuid(),
    ...solicitudAjustePedidoShape,
    archivo: z.object({ nombre: z.string(), tipo: z.string(), bytes: z.number().int() }).nullable(),
    estado: z.enum(ESTADOS_SOLICITUD_AJUSTE),
    estadoDesde: z.string(),
    respuesta: z.string().nullable(),
    creadoEn: z.string(),
  })
  .meta({ id: 'SolicitudAjuste' })
export type SolicitudAjuste = z.infer<typeof solicitudAjusteSchema>

/** An entry of its history, with the user who recorded it. */
export { edpExternoHistorialSchema }
export type EdpExternoHistorial = z.infer<typeof edpExternoHistorialSchema>

/** A previous revision, read-only: what the lessor saw before an accepted adjustment. */
export const edpExternoRevisionSchema = revisionEdpExternoSchema(edpLineaGuardadaSchema)
export type EdpExternoRevision = z.infer<typeof edpExternoRevisionSchema>

export const edpExternoRead = readSchemas(
  'EdpExterno',
  {
    ...documentoNumeradoShape,
    obra: obraRefSchema,
    proveedor: proveedorRefSchema,
    ...edpExternoFilaShape,
  },
  {
    ...edpDetalleShape(edpExternoHistorialSchema, edpExternoRevisionSchema),
    solicitudesAjuste: z.array(solicitudAjusteSchema),
  },
)
export const { edpExternoRowSchema, edpExternoDetailSchema, edpExternoPageSchema } = edpExternoRead
export type EdpExternoRow = z.infer<typeof edpExternoRowSchema>
export type EdpExternoDetail = z.infer<typeof edpExternoDetailSchema>

/** The draft of an obra, lessor and period, computed from the evidence and not saved. */
export const edpExternoPreviewSchema = z
  .object({
    obra: obraRefSchema,
    proveedor: proveedorRefSchema,
    fechaInicio: z.string(),
    fechaFin: z.string(),
    calculo: edpCalculoSchema,
  })
  .meta({ id: 'EdpExternoPrevisualizacion' })
export type EdpExternoPreview = z.infer<typeof edpExternoPreviewSchema>
