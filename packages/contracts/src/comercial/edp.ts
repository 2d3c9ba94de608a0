// Estado de pago (EDP): what the client owes each month, per contract, for the equipment on rent.
// It is computed from the evidence (contract items, movements with their guía, signed reports,
// valor UF: edp-calculo.ts), reviewed by commercial staff, sent to the obra, observed or approved
// there in rounds (docs/domain.md, "Estados de pago"; decision 061):
//
//   (crear) → revision-comercial-1 ─enviar a obra→ revision-obra ─aprobar→ aprobado-obra (final)
//                                                    └─observar→ observado-obra
//             revision-comercial-2 ←tomar observación─┘
//             revision-comercial-2 ─reenviar (new revision)→ revision-obra
import { z } from 'zod'
import { facturaRefSchema } from '../common/dte.ts'
import { historialEdpSchema, montosShape, revisionEdpSchema } from '../common/edp-historial.ts'
import { actionSchema, comentadaSchema, readSchemas } from '../common/entity-schemas.ts'
import { fechaSchema, idRelacionado, textoObligatorio, textoOpcional } from '../common/fields.ts'
import { enumFilter, listQuerySchema } from '../common/list-query.ts'
import { conPeriodoValido, periodoShape, problemaDelPeriodo } from '../common/periodo.ts'
import {
  contratoIdFilter,
  documentoNumeradoShape,
  documentoRefSchema,
  folioDe,
  obraIdFilter,
  obraRefSchema,
  razonSocialIdFilter,
  razonSocialRefSchema,
} from '../common/references.ts'
import { withTrackingSorts } from '../common/tracking.ts'
import { vocabulary } from '../common/vocabulary.ts'
import { monedaSchema } from '../money.ts'
import {
  edpCalculoSchema,
  edpItemCalculoSchema,
  edpLineaManualInputSchema,
  edpLineaSchema,
  edpProblemaSchema,
  edpValorUfSchema,
} from './edp-calculo-schemas.ts'

/** The folio of an EDP: `EDP-000001`. */
export const folioEdp = (numero: number): string => folioDe('EDP', numero)

/** An EDP's estado: one tab per stage in edp-generados. */
export const [ESTADOS_EDP, ESTADO_EDP_LABEL] = vocabulary({
  'revision-comercial-1': 'Revisión comercial 1',
  'revision-obra': 'Revisión obra',
  'observado-obra': 'Observado por obra',
  'revision-comercial-2': 'Revisión comercial 2',
  'aprobado-obra': 'Aprobado por obra',
})
export type EstadoEdp = (typeof ESTADOS_EDP)[number]

/** The estados where commercial staff edit an EDP (a change recomputes its totals). */
export const ESTADOS_EDP_EDITABLES = [
  'revision-comercial-1',
  'revision-comercial-2',
] as const satisfies readonly EstadoEdp[]

/** The moves of the workflow, each from the estados it leaves to the one it reaches. */
export const TRANSICIONES_EDP = {
  'enviar-a-obra': { from: ['revision-comercial-1'], to: 'revision-obra' },
  observar: { from: ['revision-obra'], to: 'observado-obra' },
  'tomar-observacion': { from: ['observado-obra'], to: 'revision-comercial-2' },
  reenviar: { from: ['revision-comercial-2'], to: 'revision-obra' },
  aprobar: { from: ['revision-obra'], to: 'aprobado-obra' },
} as const satisfies Record<string, { from: readonly EstadoEdp[]; to: EstadoEdp }>
export type TransicionEdp = keyof typeof TRANSICIONES_EDP

/** What an EDP's history records: its creation, its edits and every move of the workflow. */
export const [ACCIONES_EDP, ACCION_EDP_LABEL] = vocabulary({
  crear: 'Creado',
  editar: 'Editado',
  'enviar-a-obra': 'Enviado a obra',
  observar: 'Observado por obra',
  'tomar-observacion': 'Observación tomada',
  reenviar: 'Reenviado a obra',
  aprobar: 'Aprobado por obra',
})
export type AccionEdp = (typeof ACCIONES_EDP)[number]

/**
 * Who recorded an entry: the site client itself (`cliente`, in its portal) or commercial staff
 * (`comercial`; for aprobar and observar, the site's answer recorded by staff on its behalf).
 */
export const [ORIGENES_EDP, ORIGEN_EDP_LABEL] = vocabulary({
  cliente: 'Obra (cliente)',
  comercial: 'Comercial',
})
export type OrigenEdp = (typeof ORIGENES_EDP)[number]

/** Where a line comes from: the computation from the evidence, or typed by staff with a reason. */
export const [ORIGENES_LINEA_EDP, ORIGEN_LINEA_EDP_LABEL] = vocabulary({
  calculada: 'Calculada',
  manual: 'Manual',
})
export type OrigenLineaEdp = (typeof ORIGENES_LINEA_EDP)[number]

// ---- what the site client sees ----------------------------------------------------------------

/** The estados a site client sees of its obras' EDPs: sent to it at least once. */
export const ESTADOS_EDP_CLIENTE = [
  'revision-obra',
  'observado-obra',
  'revision-comercial-2',
  'aprobado-obra',
] as const satisfies readonly EstadoEdp[]

/** An EDP covers at most 31 days (a period is usually one calendar month). */
export const EDP_PERIODO_DIAS_MAX = 31

/** How many manual lines an EDP takes, and per-line observations one observation takes. */
export const EDP_LINEAS_MANUALES_MAX = 50
export const EDP_OBSERVACIONES_LINEA_MAX = 100

// ---- write bodies -----------------------------------------------------------------------------

const referencia = (campo: string) => textoOpcional(60).describe(campo)

const lineasManuales = z
  .array(edpLineaManualInputSchema, { error: 'Indique las líneas manuales.' })
  .max(EDP_LINEAS_MANUALES_MAX, {
    error: `Un EDP lleva como máximo ${EDP_LINEAS_MANUALES_MAX} líneas manuales.`,
  })

/** The period asked for: both ends or neither (the previous calendar month, clipped to the contract). */
const periodoOpcional = {
  periodoDesde: fechaSchema.optional(),
  periodoHasta: fechaSchema.optional(),
}

/**
 * What is wrong with an EDP's period asked for, on the field to fix; null when nothing (the
 * create's body says it, the preview's query is checked by the API with it).
 */
export function problemaDelPeriodoEdp(value: {
  periodoDesde?: string | undefined
  periodoHasta?: string | undefined
}): { campo: 'periodoDesde' | 'periodoHasta'; mensaje: string } | null {
  const { periodoDesde, periodoHasta } = value
  if ((periodoDesde === undefined) !== (periodoHasta === undefined)) {
    return {
      campo: periodoDesde === undefined ? 'periodoDesde' : 'periodoHasta',
      mensaje: 'Indique las dos fechas del período, o ninguna para el mes anterior.',
    }
  }
  if (periodoDesde === undefined || periodoHasta === undefined) return null
  const problema = problemaDelPeriodo(
    { desde: periodoDesde, hasta: periodoHasta },
    { diasMax: EDP_PERIODO_DIAS_MAX },
  )
  if (!problema) return null
  return {
    campo: problema.campo === 'desde' ? 'periodoDesde' : 'periodoHasta',
    mensaje: problema.mensaje,
  }
}

function periodoEnOrden(
  value: { periodoDesde?: string | undefined; periodoHasta?: string | undefined },
  ctx: z.RefinementCtx,
) {
  const problema = problemaDelPeriodoEdp(value)
  if (problema) ctx.addIssue({ code: 'custom', path: [problema.campo], message: problema.mensaje })
}

/**
 * POST /v1/edp: a contract and a period (default the previous calendar month, clipped to the
 * contract's dates). The server computes its lines from the evidence and refuses while a
 * blocking problem remains (a missing valor UF, an item without tarifa, an unsigned report).
 */
export const createEdpSchema = z
  .object({
    contratoId: idRelacionado('el contrato'),
    ...periodoOpcional,
    ordenCompra: referencia('Orden de compra del cliente'),
    hes: referencia('Hoja de entrada de servicio (HES)'),
    lineasManuales: lineasManuales.optional(),
  })
  .superRefine(periodoEnOrden)
  .meta({ id: 'CrearEdp' })
export type CreateEdpInput = z.input<typeof createEdpSchema>

/** GET /v1/edp/previsualizacion: the draft of a contract and period, computed and not saved. */
export const previewEdpQuerySchema = z.object({
  contratoId: idRelacionado('el contrato'),
  ...periodoOpcional,
})
export type PreviewEdpQuery = z.input<typeof previewEdpQuerySchema>

/**
 * PATCH /v1/edp/{id} (revision-comercial-1 and -2 only): the client's references and the whole
 * list of manual lines; every edit recomputes the lines from the evidence and the totals.
 */
export const updateEdpSchema = actionSchema('EditarEdp', {
  ordenCompra: referencia('Orden de compra del cliente'),
  hes: referencia('Hoja de entrada de servicio (HES)'),
  lineasManuales: lineasManuales.optional(),
})
export type UpdateEdpInput = z.input<typeof updateEdpSchema>

/** enviar a obra, tomar observación, reenviar, aprobar: the version read and an optional comment. */
export const transicionEdpSchema = comentadaSchema('TransicionEdp')

/** One line the site observes, and what it says of it. */
export const observacionLineaEdpSchema = z.object({
  lineaId: idRelacionado('la línea observada'),
  comentario: textoObligatorio('el comentario de la línea', 1000),
})

/** observar: a comment is required; comments on single lines are optional. */
export const observarEdpSchema = actionSchema('ObservarEdp', {
  comentario: textoObligatorio('el comentario de la observación', 2000),
  lineas: z
    .array(observacionLineaEdpSchema, { error: 'Indique las líneas observadas.' })
    .max(EDP_OBSERVACIONES_LINEA_MAX, {
      error: `Se observan como máximo ${EDP_OBSERVACIONES_LINEA_MAX} líneas.`,
    })
    .optional(),
})

// ---- lists ------------------------------------------------------------------------------------

export const edpSorts = withTrackingSorts('numero', 'periodoDesde', 'total', 'estado')

const montoFilter = (campo: string) =>
  z.coerce
    .number({ error: `El monto ${campo} debe ser un número de pesos.` })
    .int({ error: `El monto ${campo} debe ser un número de pesos sin decimales.` })
    .min(0, { error: `El monto ${campo} no puede ser negativo.` })
    .optional()

/** The filters of edp-generados besides the tab (estado): obra, razón social, period, amount. */
const edpFilters = {
  obraId: obraIdFilter,
  razonSocialId: razonSocialIdFilter,
  contratoId: contratoIdFilter,
  /** EDPs whose period ends on or after this day. */
  desde: fechaSchema.optional(),
  /** EDPs whose period starts on or before this day. */
  hasta: fechaSchema.optional(),
  montoMinimo: montoFilter('mínimo'),
  montoMaximo: montoFilter('máximo'),
}

/** The list's query before its period check (the export omits the paging from it first). */
export const listEdpQueryBase = listQuerySchema(edpSorts, 'numero', {
  estado: enumFilter(ESTADOS_EDP),
  ...edpFilters,
})
/** A paged list: any span of months, but hasta never before desde (as every period's check). */
export const listEdpQuerySchema = conPeriodoValido(listEdpQueryBase, { diasMax: null })
export type ListEdpQuery = z.input<typeof listEdpQuerySchema>

/** The tabs' counts: the same filters but the tab's. */
export const edpConteosQuerySchema = conPeriodoValido(z.object(edpFilters), { diasMax: null })
export const edpConteosSchema = z
  .object({
    porEstado: z.object(
      Object.fromEntries(ESTADOS_EDP.map((estado) => [estado, z.number().int()])) as Record<
        EstadoEdp,
        z.ZodNumber
      >,
    ),
    total: z.number().int(),
  })
  .meta({ id: 'EdpConteos' })
export type EdpConteos = z.infer<typeof edpConteosSchema>

/** A site client's list: its obras' EDPs it has been sent, by obra and estado. */
export const listEdpClienteQuerySchema = listQuerySchema(edpSorts, 'numero', {
  estado: enumFilter(ESTADOS_EDP_CLIENTE),
  obraId: obraIdFilter,
})

// ---- what is read -----------------------------------------------------------------------------

/** A stored line: the computation's (or the editor's) line, with its id and place in the EDP. */
export const edpLineaGuardadaSchema = edpLineaSchema
  .extend({
    /** The stored line's id: what an observation names. */
    lineaId: z.uuid(),
    posicion: z.number().int(),
    origen: z.enum(ORIGENES_LINEA_EDP),
  })
  .meta({ id: 'EdpLineaGuardada' })
export type EdpLineaGuardada = z.infer<typeof edpLineaGuardadaSchema>

/** What an EDP's detail keeps of its last computation (the client's and the external EDP's). */
export const edpCalculoGuardadoShape = {
  /** The valor UF of the closing date the UF lines were converted with (null for CLP). */
  valorUf: edpValorUfSchema.nullable(),
  lineas: z.array(edpLineaGuardadaSchema),
  /** Each item's stretches on rent, days and hours, as the last computation found them. */
  items: z.array(edpItemCalculoSchema),
  /** The problems the last computation noted (none blocking: a blocked draft is not saved). */
  problemas: z.array(edpProblemaSchema),
}

/**
 * What an EDP's detail adds to its row (the client's and the external EDP's): its last
 * computation, its history and its previous revisions, each in the EDP's own schemas.
 */
export const edpDetalleShape = <H extends z.ZodType, R extends z.ZodType>(
  historial: H,
  revision: R,
) => ({
  ...edpCalculoGuardadoShape,
  historial: z.array(historial),
  revisiones: z.array(revision),
})

/** A per-line comment of an observation, naming the line as it was. */
export const edpObservacionLineaSchema = z.object({
  lineaId: z.uuid(),
  posicion: z.number().int(),
  descripcion: z.string(),
  comentario: z.string(),
})
export type EdpObservacionLinea = z.infer<typeof edpObservacionLineaSchema>

/** An entry of the EDP's history: who, when, what, the comment, and who recorded the site's answer. */
export const edpHistorialSchema = historialEdpSchema({
  acciones: ACCIONES_EDP,
  estados: ESTADOS_EDP,
  origenes: ORIGENES_EDP,
}).extend({ observacionesLineas: z.array(edpObservacionLineaSchema) })
export type EdpHistorial = z.infer<typeof edpHistorialSchema>

/** A previous revision, read-only: what the site saw and what it observed. */
export const edpRevisionSchema = revisionEdpSchema(edpLineaGuardadaSchema, {
  observacion: z.string().nullable(),
  observacionesLineas: z.array(edpObservacionLineaSchema),
})
export type EdpRevision = z.infer<typeof edpRevisionSchema>

export const edpRead = readSchemas(
  'Edp',
  {
    ...documentoNumeradoShape,
    contrato: documentoRefSchema,
    obra: obraRefSchema,
    razonSocial: razonSocialRefSchema,
    periodoDesde: z.string(),
    periodoHasta: z.string(),
    estado: z.enum(ESTADOS_EDP),
    estadoDesde: z.string(),
    revision: z.number().int(),
    moneda: monedaSchema,
    ...montosShape,
    ordenCompra: z.string().nullable(),
    hes: z.string().nullable(),
    /** Its factura electrónica (33), once issued: folio and sending's estado (decision 090). */
    factura: facturaRefSchema.nullable(),
  },
  edpDetalleShape(edpHistorialSchema, edpRevisionSchema),
)
export const { edpRowSchema, edpDetailSchema, edpPageSchema } = edpRead
export type EdpRow = z.infer<typeof edpRowSchema>
export type EdpDetail = z.infer<typeof edpDetailSchema>

/** The draft of a contract and period, computed from the evidence and not saved. */
export const edpPreviewSchema = z
  .object({
    contrato: documentoRefSchema,
    obra: obraRefSchema,
    razonSocial: razonSocialRefSchema,
    periodoDesde: z.string(),
    periodoHasta: z.string(),
    calculo: edpCalculoSchema,
  })
  .meta({ id: 'EdpPrevisualizacion' })
export type EdpPreview = z.infer<typeof edpPreviewSchema>

// ---- edp-dashboard ----------------------------------------------------------------------------

/** EDPs whose period starts within the dashboard's period; the last 365 days unless asked. */
export const EDP_DASHBOARD_DIAS_DEFAULT = 365
/** The oldest waiting EDPs the ageing shows, and the obras ranked by amount. */
export const EDP_DASHBOARD_ANTIGUEDAD_MAX = 10
export const EDP_DASHBOARD_OBRAS_MAX = 10

export const edpDashboardQuerySchema = conPeriodoValido(z.object(periodoShape))

const cantidadYMonto = { cantidad: z.number().int(), total: z.number().int() }

export const edpDashboardSchema = z
  .object({
    desde: z.string(),
    hasta: z.string(),
    /** Santiago's day the figures were read on ("this month" is its month). */
    hoy: z.string(),
    /** Per stage, in the workflow's order: how many and their total (pesos). */
    porEstado: z.array(z.object({ estado: z.enum(ESTADOS_EDP), ...cantidadYMonto })),
    /** The EDPs still waiting (not approved), longest in their current stage first. */
    antiguedad: z.array(
      z.object({
        id: z.uuid(),
        folio: z.string(),
        obra: obraRefSchema,
        estado: z.enum(ESTADOS_EDP),
        estadoDesde: z.string(),
        /** Whole days in the current stage (Santiago's days since it entered it). */
        dias: z.number().int(),
        total: z.number().int(),
      }),
    ),
    /** The obras by amount billed, with how much of it is approved. */
    porObra: z.array(
      z.object({ obra: obraRefSchema, ...cantidadYMonto, aprobado: z.number().int() }),
    ),
    /** Per month of the period billed (`yyyy-MM`), oldest first. */
    porMes: z.array(z.object({ mes: z.string(), ...cantidadYMonto, aprobado: z.number().int() })),
    /** This month: what was billed (EDPs created) against what the obras approved. */
    esteMes: z.object({
      facturado: z.object(cantidadYMonto),
      aprobado: z.object(cantidadYMonto),
    }),
  })
  .meta({ id: 'EdpDashboard' })
export type EdpDashboard = z.infer<typeof edpDashboardSchema>
