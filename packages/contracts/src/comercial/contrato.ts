// Contrato: what a razón social rents for one obra, one item per delivered asset, in CLP or UF
// (docs/domain.md, "Contratos"). It is created only by pasar-contrato from an accepted quotation,
// choosing a concrete asset of the quoted tipo for each unit. From then on it changes only through
// requests (adición, cambio, retiro parcial, cierre) that logistics carries out; its detail shows
// the ones still pending.
import { z } from 'zod'
import { actionSchema, readSchemas } from '../common/entity-schemas.ts'
import { fechaSchema, idRelacionado, textoOpcional, versionSchema } from '../common/fields.ts'
import { enumFilter, listQuerySchema } from '../common/list-query.ts'
import {
  activoRefSchema,
  documentoNumeradoShape,
  documentoRefSchema,
  obraIdFilter,
  obraRefSchema,
  razonSocialIdFilter,
  razonSocialRefSchema,
} from '../common/references.ts'
import { usuarioRefSchema, withTrackingSorts } from '../common/tracking.ts'
import { UNIDADES_COBRO } from '../common/vocabulary.ts'
import { hasAtMostDecimals, type Moneda, monedaSchema, monedas } from '../money.ts'
import { MONTO_DECIMALES } from './cotizacion-montos.ts'
import { descuentoPctSchema, MONTO_MAXIMO, tarifaSchema } from './item-fields.ts'
import {
  ESTADOS_CONTRATO,
  ESTADOS_SOLICITUD,
  ORIGENES_SOLICITUD,
  PERIODOS_MINIMO,
  TIPOS_SOLICITUD,
} from './vocabulary.ts'

export const FECHAS_CONTRATO_MESSAGE = 'La fecha de término no puede ser anterior a la de inicio.'
export const ENTREGA_ANTES_MESSAGE = 'La entrega no puede ser anterior al inicio del contrato.'
export const MINIMO_HORAS_MAXIMO = 744

// ---- pasar-contrato ---------------------------------------------------------------------------

/** One asset chosen for one unit of a quotation item, with what the contract adds to the item. */
export const pasarContratoItemSchema = z.object({
  cotizacionItemId: idRelacionado('el ítem de la cotización'),
  activoId: idRelacionado('el activo'),
  fechaEntrega: fechaSchema,
  /** Hour-billed items only: hours billed at least, per día or mes. */
  minimoHoras: z
    .number({ error: 'Ingrese el mínimo de horas.' })
    .positive({ error: 'El mínimo de horas es mayor que cero.' })
    .max(MINIMO_HORAS_MAXIMO, { error: `El mínimo es como máximo ${MINIMO_HORAS_MAXIMO} horas.` })
    .refine((value) => hasAtMostDecimals(value, 1), {
      error: 'El mínimo de horas lleva como máximo un decimal.',
    })
    .nullish(),
  minimoPor: z
    .enum(PERIODOS_MINIMO, { error: 'Elija si el mínimo es por día o por mes.' })
    .nullish(),
  tarifaStandBy: tarifaSchema('la tarifa stand-by').nullish(),
})
export type PasarContratoItemInput = z.input<typeof pasarContratoItemSchema>

/**
 * POST /v1/cotizaciones/{id}/contrato. The server checks that each quotation item gets exactly
 * its cantidad of distinct assets of its tipo, each free over the contract's dates, and creates the
 * contract, its items and the quotation's `contratada` in one transaction (the quotation's version
 * makes a second submission a 409).
 */
export const pasarContratoSchema = z
  .object({
    version: versionSchema,
    fechaInicio: fechaSchema,
    fechaTermino: fechaSchema.nullish(),
    ordenCompra: textoOpcional(60),
    items: z
      .array(pasarContratoItemSchema, { error: 'Elija los activos del contrato.' })
      .min(1, { error: 'Elija al menos un activo.' }),
  })
  .superRefine((value, ctx) => {
    if (value.fechaTermino && value.fechaInicio && value.fechaTermino < value.fechaInicio) {
      ctx.addIssue({ code: 'custom', path: ['fechaTermino'], message: FECHAS_CONTRATO_MESSAGE })
    }
    const vistos = new Set<string>()
    value.items.forEach((item, index) => {
      if (item.fechaEntrega && value.fechaInicio && item.fechaEntrega < value.fechaInicio) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'fechaEntrega'],
          message: ENTREGA_ANTES_MESSAGE,
        })
      }
      if ((item.minimoHoras == null) !== (item.minimoPor == null)) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, item.minimoHoras == null ? 'minimoHoras' : 'minimoPor'],
          message: 'Indique el mínimo de horas y si es por día o por mes, o ninguno.',
        })
      }
      if (vistos.has(item.activoId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'activoId'],
          message: 'Este activo ya está elegido en otro ítem.',
        })
      }
      vistos.add(item.activoId)
    })
  })
  .meta({ id: 'PasarContrato' })
export type PasarContratoInput = z.input<typeof pasarContratoSchema>

/** GET /v1/cotizaciones/{id}/activos-disponibles: the dates the assets must be free over. */
export const activosDisponiblesQuerySchema = z
  .object({
    fechaInicio: fechaSchema,
    fechaTermino: fechaSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.fechaTermino && value.fechaInicio && value.fechaTermino < value.fechaInicio) {
      ctx.addIssue({ code: 'custom', path: ['fechaTermino'], message: FECHAS_CONTRATO_MESSAGE })
    }
  })

/** For each quotation item, the assets of its tipo free over the dates (not de baja). */
export const activosDisponiblesSchema = z
  .object({
    items: z.array(
      z.object({
        cotizacionItemId: z.uuid(),
        tipoActivo: z.object({ id: z.uuid(), nombre: z.string() }),
        cantidad: z.number().int(),
        activos: z.array(
          activoRefSchema.extend({
            estado: z.string(),
            /** The lessor that owns it; null = the company's own. */
            propietario: z.string().nullable(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'ActivosDisponibles' })
export type ActivosDisponibles = z.infer<typeof activosDisponiblesSchema>

// ---- the contract ----------------------------------------------------------------------------

export const contratoSorts = withTrackingSorts('numero', 'fechaInicio', 'fechaTermino')
const contratoFilters = {
  razonSocialId: razonSocialIdFilter,
  obraId: obraIdFilter,
  moneda: enumFilter(monedas, 'La moneda no es válida.'),
}
export const listContratosQuerySchema = listQuerySchema(contratoSorts, 'numero', {
  estado: enumFilter(ESTADOS_CONTRATO),
  ...contratoFilters,
})
export type ListContratosQuery = z.input<typeof listContratosQuerySchema>

/** contratos-vigentes and contratos-terminados: the list of one estado, with its own key. */
export const listContratosEstadoQuerySchema = listQuerySchema(
  contratoSorts,
  'numero',
  contratoFilters,
)
export type ListContratosEstadoQuery = z.input<typeof listContratosEstadoQuerySchema>

export const contratoItemSchema = z.object({
  id: z.uuid(),
  activo: activoRefSchema,
  tarifa: z.number(),
  unidadCobro: z.enum(UNIDADES_COBRO),
  minimoHoras: z.number().nullable(),
  minimoPor: z.enum(PERIODOS_MINIMO).nullable(),
  tarifaStandBy: z.number().nullable(),
  fleteIda: z.number(),
  fleteVuelta: z.number(),
  conOperador: z.boolean(),
  /** What the EDP needs of the item (optional until the contract form edits them). */
  descuentoPct: z.number().optional(),
  tarifaOperador: z.number().nullable().optional(),
  fechaEntrega: z.string(),
  fechaRetiro: z.string().nullable(),
  /** A cambio, retiro parcial or cierre not yet carried out that touches this item. */
  solicitudPendiente: documentoRefSchema.extend({ tipo: z.enum(TIPOS_SOLICITUD) }).nullable(),
})
export type ContratoItem = z.infer<typeof contratoItemSchema>

/** A request as a contract's detail lists it. */
export const solicitudResumenSchema = z.object({
  id: z.uuid(),
  folio: z.string(),
  tipo: z.enum(TIPOS_SOLICITUD),
  origen: z.enum(ORIGENES_SOLICITUD),
  estado: z.enum(ESTADOS_SOLICITUD),
  fechaRequerida: z.string(),
  creadoEn: z.string(),
})
export type SolicitudResumen = z.infer<typeof solicitudResumenSchema>

/** One entry of a contract's history: what happened to it or to one of its requests. */
export const contratoHistorialSchema = z.object({
  fecha: z.string(),
  usuario: usuarioRefSchema.nullable(),
  /** A sentence: "Creado desde COT-000123", "Solicitud SOL-000007 aprobada". */
  descripcion: z.string(),
})
export type ContratoHistorial = z.infer<typeof contratoHistorialSchema>

export const contratoRead = readSchemas(
  'Contrato',
  {
    ...documentoNumeradoShape,
    cotizacion: documentoRefSchema.nullable(),
    razonSocial: razonSocialRefSchema,
    obra: obraRefSchema,
    moneda: monedaSchema,
    ordenCompra: z.string().nullable(),
    fechaInicio: z.string(),
    fechaTermino: z.string().nullable(),
    estado: z.enum(ESTADOS_CONTRATO),
    /** Assets still on rent (items without fechaRetiro). */
    activosEnArriendo: z.number().int(),
    /** Requests not yet completed or rejected. */
    solicitudesPendientes: z.number().int(),
  },
  {
    condiciones: z.string().nullable(),
    /** The EDP's agreements (optional until the contract form edits them): rain days not billed, fuel's price. */
    climaNoCobrable: z.boolean().optional(),
    precioCombustible: z.number().nullable().optional(),
    items: z.array(contratoItemSchema),
    solicitudes: z.array(solicitudResumenSchema),
    historial: z.array(contratoHistorialSchema),
  },
)
export const { contratoRowSchema, contratoDetailSchema, contratoPageSchema } = contratoRead
export type ContratoRow = z.infer<typeof contratoRowSchema>
export type ContratoDetail = z.infer<typeof contratoDetailSchema>

// ---- condiciones de cobro: the terms the EDP computation reads (decision 067) -----------------

/** How many items one change of the billing terms names at most. */
export const CONDICIONES_COBRO_ITEMS_MAX = 500

/** One item's terms: its discount on the rent and its operator's charge per billable day. */
export const condicionesCobroItemSchema = z.object({
  itemId: idRelacionado('el ítem del contrato'),
  descuentoPct: descuentoPctSchema(),
  /** null = the item bills no operator line. */
  tarifaOperador: tarifaSchema('la tarifa de operador').nullable(),
})

/**
 * PATCH /v1/contratos/{id}/condiciones-cobro, at the version read: whether rain days are billed,
 * the fuel's price (null = fuel not billed) and, for the items named, their discount and operator
 * tariff (items not named keep theirs). Amounts in the contract's moneda: `problemasDeMoneda`
 * checks their decimals once the moneda is known (the API after reading the contract, the screen
 * through `condicionesCobroSchemaEn`).
 */
export const updateCondicionesCobroSchema = actionSchema('CondicionesCobroContrato', {
  climaNoCobrable: z.boolean({ error: 'Indique si se cobran los días detenidos por lluvia.' }),
  /** Per litre the reports record; null = fuel is not billed. */
  precioCombustible: z
    .number({ error: 'Ingrese el precio del combustible.' })
    .min(0, { error: 'El precio del combustible no puede ser negativo.' })
    .max(MONTO_MAXIMO, { error: 'El precio del combustible es demasiado grande.' })
    .nullable(),
  items: z
    .array(condicionesCobroItemSchema, { error: 'Indique los ítems.' })
    .max(CONDICIONES_COBRO_ITEMS_MAX, {
      error: `Se cambian como máximo ${CONDICIONES_COBRO_ITEMS_MAX} ítems a la vez.`,
    }),
})
export type UpdateCondicionesCobroInput = z.input<typeof updateCondicionesCobroSchema>

const enMoneda = (que: string, moneda: Moneda) =>
  moneda === 'CLP'
    ? `${que} en pesos no lleva decimales.`
    : `${que} en UF lleva como máximo ${MONTO_DECIMALES.UF} decimales.`

/**
 * What the billing terms' amounts get wrong for the contract's moneda (pesos are whole, UF up to
 * 4 decimals) and an item named twice, by field; empty when nothing.
 */
export function problemasCondicionesCobro(
  input: Pick<z.output<typeof updateCondicionesCobroSchema>, 'precioCombustible' | 'items'>,
  moneda: Moneda,
): Record<string, string> {
  const decimales = MONTO_DECIMALES[moneda]
  const problemas: Record<string, string> = {}
  if (input.precioCombustible != null && !hasAtMostDecimals(input.precioCombustible, decimales)) {
    problemas.precioCombustible = enMoneda('El precio del combustible', moneda)
  }
  const vistos = new Set<string>()
  input.items.forEach((item, index) => {
    if (item.tarifaOperador != null && !hasAtMostDecimals(item.tarifaOperador, decimales)) {
      problemas[`items.${index}.tarifaOperador`] = enMoneda('La tarifa de operador', moneda)
    }
    if (vistos.has(item.itemId)) {
      problemas[`items.${index}.itemId`] = 'Este ítem ya está en la lista: una vez por ítem.'
    }
    vistos.add(item.itemId)
  })
  return problemas
}

/** The body's schema with the contract's moneda: what the screen checks before sending. */
export const condicionesCobroSchemaEn = (moneda: Moneda) =>
  updateCondicionesCobroSchema.superRefine((value, ctx) => {
    for (const [campo, message] of Object.entries(problemasCondicionesCobro(value, moneda))) {
      const path = campo.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))
      ctx.addIssue({ code: 'custom', path, message })
    }
  })
