// Tipo de activo: what a quotation prices and a contract rents (an excavadora 20 t), while a
// concrete activo is what is delivered. It carries how it is usually charged and a reference rate
// in whole pesos (docs/domain.md, operations master data).
import { z } from 'zod'
import { readSchemas, writeSchemas } from '../common/entity-schemas.ts'
import { textoObligatorio, textoOpcional } from '../common/fields.ts'
import { booleanFilterSchema, enumFilter, listQuerySchema } from '../common/list-query.ts'
import { withTrackingSorts } from '../common/tracking.ts'
import { UNIDADES_COBRO } from '../common/vocabulary.ts'
import { activoResumenSchema } from './references.ts'
import { CATEGORIAS_TIPO_ACTIVO } from './vocabulary.ts'

/** The database column is a 4-byte integer; no rate of this business comes near it. */
export const TARIFA_REFERENCIA_MAX = 1_000_000_000

const categoriaSchema = z.enum(CATEGORIAS_TIPO_ACTIVO, { error: 'Elija la categoría.' })

const tipoActivoFields = {
  nombre: textoObligatorio('el nombre del tipo de activo', 120),
  categoria: categoriaSchema,
  descripcion: textoOpcional(500),
  unidadCobroDefault: z.enum(UNIDADES_COBRO, { error: 'Elija la unidad de cobro.' }),
  tarifaReferencia: z
    .number({ error: 'Ingrese la tarifa de referencia en pesos.' })
    .int('La tarifa es en pesos, sin decimales.')
    .min(0, 'La tarifa no puede ser negativa.')
    .max(TARIFA_REFERENCIA_MAX, 'La tarifa no puede superar $1.000.000.000.'),
  // No default: an edit that leaves it out must keep what is stored.
  requiereOperador: z.boolean({ error: 'Indique si requiere operador.' }),
}

export const tipoActivoWrite = writeSchemas('TipoActivo', tipoActivoFields)
export const { createTipoActivoSchema, updateTipoActivoSchema } = tipoActivoWrite
export type CreateTipoActivoInput = z.input<typeof createTipoActivoSchema>

export const tipoActivoSorts = withTrackingSorts('nombre', 'categoria', 'tarifaReferencia')
export const listTiposActivoQuerySchema = listQuerySchema(tipoActivoSorts, 'nombre', {
  categoria: enumFilter(CATEGORIAS_TIPO_ACTIVO, 'La categoría no es válida.'),
  requiereOperador: booleanFilterSchema,
})
export type ListTiposActivoQuery = z.input<typeof listTiposActivoQuerySchema>

export const tipoActivoRead = readSchemas(
  'TipoActivo',
  {
    id: z.uuid(),
    nombre: z.string(),
    categoria: z.enum(CATEGORIAS_TIPO_ACTIVO),
    descripcion: z.string().nullable(),
    unidadCobroDefault: z.enum(UNIDADES_COBRO),
    /** Whole pesos per unidadCobroDefault. */
    tarifaReferencia: z.number().int(),
    requiereOperador: z.boolean(),
    /** Assets (not deleted) of this tipo. */
    activosCount: z.number().int(),
  },
  {
    /** Up to DETAIL_RELATED_MAX, by código; activosCount says how many in all. */
    activos: z.array(activoResumenSchema),
  },
)
export const { tipoActivoRowSchema, tipoActivoDetailSchema, tipoActivoPageSchema } = tipoActivoRead
export type TipoActivoRow = z.infer<typeof tipoActivoRowSchema>
export type TipoActivoDetail = z.infer<typeof tipoActivoDetailSchema>

/**
 * A tipo de activo as the commercial screens offer it (a quotation's or an adición's item): what
 * it is called and how it is usually charged, to prefill the item.
 */
export const tipoActivoOpcionSchema = z.object({
  id: z.uuid(),
  nombre: z.string(),
  categoria: z.enum(CATEGORIAS_TIPO_ACTIVO),
  unidadCobroDefault: z.enum(UNIDADES_COBRO),
  tarifaReferencia: z.number().int(),
  requiereOperador: z.boolean(),
})
export type TipoActivoOpcion = z.infer<typeof tipoActivoOpcionSchema>

export const tiposActivoOpcionesSchema = z
  .object({ tiposActivo: z.array(tipoActivoOpcionSchema) })
  .meta({ id: 'TiposActivoOpciones' })
export type TiposActivoOpciones = z.infer<typeof tiposActivoOpcionesSchema>
