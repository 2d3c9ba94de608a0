// Cotización: what the company offers a razón social for one of its obras — tipos de activo, how
// many, how charged and for how long — in CLP or UF, valid for some days (docs/domain.md,
// "Cotizaciones"). Its amounts come from cotizacion-montos.ts, on the screen and on the server.
// It moves borrador → enviada → aceptada | rechazada (gestionar, rechazo) and aceptada → contratada
// (pasar-contrato, which creates the contract).
import { z } from 'zod'
import { actionSchema, readSchemas, rechazoSchema } from '../common/entity-schemas.ts'
import { fechaSchema, idRelacionado, textoOpcional, versionSchema } from '../common/fields.ts'
import { enumFilter, listQuerySchema } from '../common/list-query.ts'
import {
  documentoNumeradoShape,
  obraIdFilter,
  obraRefSchema,
  razonSocialIdFilter,
  razonSocialRefSchema,
  tipoActivoRefSchema,
} from '../common/references.ts'
import { withTrackingSorts } from '../common/tracking.ts'
import { UNIDADES_COBRO } from '../common/vocabulary.ts'
import type { Moneda } from '../money.ts'
import { hasAtMostDecimals, monedaSchema, monedas } from '../money.ts'
import { MONTO_DECIMALES, PERIODO_DECIMALES } from './cotizacion-montos.ts'
import {
  cantidadSchema,
  descuentoPctSchema,
  MONTO_MAXIMO,
  unidadCobroSchema,
} from './item-fields.ts'
import { ESTADOS_COTIZACION, TRANSICIONES_COTIZACION } from './vocabulary.ts'

/** Most items one quotation carries (the PDF's benchmark prints 50). */
export const COTIZACION_ITEMS_MAX = 100
export { CANTIDAD_MAXIMA, MONTO_MAXIMO } from './item-fields.ts'
export const PERIODO_MAXIMO = 99_999
export const VALIDEZ_DIAS_MAXIMO = 365
export const VALIDEZ_DIAS_DEFAULT = 15

const numero = (what: string) => z.number({ error: `Ingrese ${what}.` })

const montoCampo = (what: string) =>
  numero(what)
    .min(0, { error: `${upperFirst(what)} no puede ser negativo.` })
    .max(MONTO_MAXIMO, { error: `${upperFirst(what)} es demasiado grande.` })

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** One line of a quotation, as typed; its amounts are checked against the moneda by the header. */
export const cotizacionItemInputSchema = z.object({
  tipoActivoId: idRelacionado('el tipo de activo'),
  descripcion: textoOpcional(300),
  cantidad: cantidadSchema,
  unidadCobro: unidadCobroSchema,
  tarifa: montoCampo('la tarifa'),
  periodoEstimado: numero('el período estimado')
    .min(0, { error: 'El período estimado no puede ser negativo.' })
    .max(PERIODO_MAXIMO, { error: 'El período estimado es demasiado grande.' })
    .default(0),
  fleteIda: montoCampo('el flete de ida').default(0),
  fleteVuelta: montoCampo('el flete de vuelta').default(0),
  conOperador: z.boolean({ error: 'Indique sí o no.' }).default(false),
  descuentoPct: descuentoPctSchema().default(0),
})
export type CotizacionItemInput = z.input<typeof cotizacionItemInputSchema>
export type CotizacionItemValues = z.output<typeof cotizacionItemInputSchema>

const itemsSchema = z
  .array(cotizacionItemInputSchema, { error: 'Agregue los ítems de la cotización.' })
  .min(1, { error: 'La cotización necesita al menos un ítem.' })
  .max(COTIZACION_ITEMS_MAX, {
    error: `Una cotización lleva como máximo ${COTIZACION_ITEMS_MAX} ítems.`,
  })

const MONEDA_DECIMALES_MESSAGE: Record<Moneda, string> = {
  CLP: 'En pesos no lleva decimales.',
  UF: 'En UF lleva como máximo 4 decimales.',
}

const UNIDAD_DECIMALES_MESSAGE = {
  hora: 'Las horas llevan como máximo un decimal.',
  dia: 'Los días son un número entero.',
  mes: 'Los meses son un número entero.',
} as const

/**
 * The checks that need the moneda: each amount's decimals (none in CLP, up to 4 in UF) and the
 * período's (tenths of an hour, whole days and months). One message per wrong field.
 */
export function checkItemsMoneda(
  moneda: Moneda | undefined,
  items: readonly Partial<CotizacionItemValues>[] | undefined,
  ctx: z.RefinementCtx,
  path: (string | number)[] = ['items'],
): void {
  if (!items) return
  items.forEach((item, index) => {
    if (moneda && monedas.includes(moneda)) {
      for (const field of ['tarifa', 'fleteIda', 'fleteVuelta'] as const) {
        const value = item[field]
        if (typeof value === 'number' && !hasAtMostDecimals(value, MONTO_DECIMALES[moneda])) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, index, field],
            message: MONEDA_DECIMALES_MESSAGE[moneda],
          })
        }
      }
    }
    const unidad = item.unidadCobro
    if (unidad && typeof item.periodoEstimado === 'number') {
      if (!hasAtMostDecimals(item.periodoEstimado, PERIODO_DECIMALES[unidad])) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, index, 'periodoEstimado'],
          message: UNIDAD_DECIMALES_MESSAGE[unidad],
        })
      }
    }
  })
}

const cabeceraFields = {
  razonSocialId: idRelacionado('la razón social'),
  obraId: idRelacionado('la obra'),
  fecha: fechaSchema,
  validezDias: numero('la validez en días')
    .int({ error: 'La validez es un número entero de días.' })
    .min(1, { error: 'La validez es de al menos 1 día.' })
    .max(VALIDEZ_DIAS_MAXIMO, { error: `La validez es como máximo ${VALIDEZ_DIAS_MAXIMO} días.` }),
  moneda: monedaSchema,
  condiciones: textoOpcional(4000),
}

export const createCotizacionSchema = z
  .object({ ...cabeceraFields, items: itemsSchema })
  .superRefine((value, ctx) => checkItemsMoneda(value.moneda, value.items, ctx))
  .meta({ id: 'CrearCotizacion' })
export type CreateCotizacionInput = z.input<typeof createCotizacionSchema>

/**
 * editar: the header while borrador (razón social, obra, fecha, validez, moneda, condiciones). A
 * change of moneda is checked against the stored items' decimals by the server.
 */
export const updateCotizacionSchema = z
  .object(cabeceraFields)
  .partial()
  .extend({ version: versionSchema })
  .meta({ id: 'EditarCotizacion' })

/** agregar-items: the whole list of items as it should be (added, changed, removed, reordered). */
export const replaceCotizacionItemsSchema = actionSchema('ItemsCotizacion', { items: itemsSchema })
export type ReplaceCotizacionItemsInput = z.input<typeof replaceCotizacionItemsSchema>

/** The estados `gestionar` moves to (rechazada and contratada have their own routes). */
export const ESTADOS_GESTIONAR = ['enviada', 'aceptada', 'borrador'] as const
export const gestionarCotizacionSchema = actionSchema('GestionarCotizacion', {
  estado: z.enum(ESTADOS_GESTIONAR, {
    error: 'Elija el nuevo estado: enviada, aceptada o borrador.',
  }),
})

export const rechazarCotizacionSchema = rechazoSchema('Cotizacion')

/** True when `gestionar` may move a quotation from `desde` to `hasta`. */
export function puedeGestionar(
  desde: (typeof ESTADOS_COTIZACION)[number],
  hasta: (typeof ESTADOS_COTIZACION)[number],
): boolean {
  return (TRANSICIONES_COTIZACION[desde] as readonly string[]).includes(hasta)
}

export const cotizacionSorts = withTrackingSorts('numero', 'fecha', 'total', 'estado')
export const listCotizacionesQuerySchema = listQuerySchema(cotizacionSorts, 'numero', {
  estado: enumFilter(ESTADOS_COTIZACION),
  moneda: enumFilter(monedas, 'La moneda no es válida.'),
  razonSocialId: razonSocialIdFilter,
  obraId: obraIdFilter,
})
export type ListCotizacionesQuery = z.input<typeof listCotizacionesQuerySchema>

const montosShape = { neto: z.number(), iva: z.number(), total: z.number() }

export const cotizacionItemSchema = z.object({
  id: z.uuid(),
  posicion: z.number().int(),
  tipoActivo: tipoActivoRefSchema,
  descripcion: z.string().nullable(),
  cantidad: z.number().int(),
  unidadCobro: z.enum(UNIDADES_COBRO),
  tarifa: z.number(),
  periodoEstimado: z.number(),
  fleteIda: z.number(),
  fleteVuelta: z.number(),
  conOperador: z.boolean(),
  descuentoPct: z.number(),
  /** This item's amounts (montosItem), in the quotation's moneda. */
  subtotalArriendo: z.number(),
  descuento: z.number(),
  neto: z.number(),
})
export type CotizacionItem = z.infer<typeof cotizacionItemSchema>

export const cotizacionRead = readSchemas(
  'Cotizacion',
  {
    ...documentoNumeradoShape,
    razonSocial: razonSocialRefSchema,
    obra: obraRefSchema,
    fecha: z.string(),
    validezDias: z.number().int(),
    /** fecha + validezDias (`yyyy-MM-dd`). */
    validaHasta: z.string(),
    moneda: monedaSchema,
    estado: z.enum(ESTADOS_COTIZACION),
    estadoDesde: z.string(),
    itemsCount: z.number().int(),
    ...montosShape,
  },
  {
    condiciones: z.string().nullable(),
    motivoRechazo: z.string().nullable(),
    items: z.array(cotizacionItemSchema),
    /**
     * A UF quotation's amounts in pesos at the valor UF of its fecha; null in CLP, or when that
     * day has no valor UF yet (then `valorUfFaltante` is true and the screen says so).
     */
    equivalenteClp: z.object({ valorUf: z.number(), ...montosShape }).nullable(),
    valorUfFaltante: z.boolean(),
    /** The contract it became (contratada), if any. */
    contrato: z.object({ id: z.uuid(), folio: z.string() }).nullable(),
  },
)
export const { cotizacionRowSchema, cotizacionDetailSchema, cotizacionPageSchema } = cotizacionRead
export type CotizacionRow = z.infer<typeof cotizacionRowSchema>
export type CotizacionDetail = z.infer<typeof cotizacionDetailSchema>
