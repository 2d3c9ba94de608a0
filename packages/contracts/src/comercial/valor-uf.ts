// Valor UF: the pesos one UF is worth on a given day, kept by staff (docs/domain.md, "Valor UF").
// A UF quotation shows its CLP equivalent with the value of its own date: a day without a value
// has none (404), never the value of another day.
import { z } from 'zod'
import { fechaText } from '../common/columns.ts'
import { actionSchema, readSchemas } from '../common/entity-schemas.ts'
import { fechaSchema } from '../common/fields.ts'
import { listQuerySchema, sortDirectionSchema } from '../common/list-query.ts'
import { conPeriodoValido } from '../common/periodo.ts'
import { withTrackingSorts } from '../common/tracking.ts'
import { valorUfSchema } from '../money.ts'

/** numeric(10,2) holds up to 99.999.999,99 pesos per UF. */
const VALOR_UF_MAXIMO = 99_999_999.99

/** The value of a day: pesos per UF, positive, two decimals (`39485.65`). */
export const valorUfCampoSchema = valorUfSchema.max(VALOR_UF_MAXIMO, {
  error: 'El valor de la UF no puede superar $99.999.999,99.',
})

export const createValorUfSchema = z
  .object({ fecha: fechaSchema, valor: valorUfCampoSchema })
  .meta({ id: 'CrearValorUf' })

/** The day is the row's identity (the path), so only its value changes. */
export const updateValorUfSchema = actionSchema('EditarValorUf', {
  valor: valorUfCampoSchema.optional(),
})

/** `GET /v1/valores-uf/{fecha}`: the day, `yyyy-MM-dd`. */
export const valorUfParamsSchema = z.object({ fecha: fechaSchema })

export const valorUfSorts = withTrackingSorts('fecha')
/**
 * Newest day first unless asked otherwise; `desde`/`hasta` bound the days (both included, in
 * order, any length). No search text: a day is found by its date.
 */
export const listValoresUfQuerySchema = conPeriodoValido(
  listQuerySchema(valorUfSorts, 'fecha', {
    desde: fechaSchema.optional().meta({ description: 'Desde este día (incluido), yyyy-MM-dd.' }),
    hasta: fechaSchema.optional().meta({ description: 'Hasta este día (incluido), yyyy-MM-dd.' }),
  })
    .omit({ q: true })
    .extend({ dir: sortDirectionSchema.default('desc') }),
  { diasMax: null },
)

export const valorUfRead = readSchemas('ValorUf', {
  id: z.uuid(),
  fecha: z.string(),
  /** Pesos per UF, two decimals. */
  valor: z.number(),
})
export const { valorUfRowSchema, valorUfDetailSchema, valorUfPageSchema } = valorUfRead
export type ValorUfRow = z.infer<typeof valorUfRowSchema>
export type ValorUfDetail = z.infer<typeof valorUfDetailSchema>

/** The 404 of a day without a value: the quotation needs that exact day. */
export const sinValorUfMessage = (fecha: string) =>
  `No hay valor UF registrado para el ${fechaText(fecha)}.`
