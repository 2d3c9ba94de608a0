// Movimiento: one change of where an asset is (despacho, retiro, traslado, taller), recorded once
// and never edited: a correction is a new movement (docs/domain.md, "Movimientos"; decision 027).
// The asset's estado and obra are what its movements leave it in.
import { z } from 'zod'
import {
  fechaMovimientoSchema,
  fechaSchema,
  guiaDespachoSchema,
  idRelacionado,
  textoObligatorio,
  textoOpcional,
} from '../common/fields.ts'
import {
  guiaDteRefSchema,
  guiaElectronicaSchema,
  TIPOS_MOVIMIENTO_CON_GUIA_ELECTRONICA,
} from '../common/guia-electronica.ts'
import { idFilter, listQuerySchema, pageSchema, sortDirectionSchema } from '../common/list-query.ts'
import { conPeriodoValido } from '../common/periodo.ts'
import { obraActualSchema, obraIdFilter } from '../common/references.ts'
import { usuarioRefSchema } from '../common/tracking.ts'
import { ESTADOS_ACTIVO } from '../common/vocabulary.ts'
import type { TipoMovimiento } from './vocabulary.ts'
import {
  LUGARES_MOVIMIENTO,
  TIPOS_MOVIMIENTO,
  TIPOS_MOVIMIENTO_CON_GUIA,
  TIPOS_MOVIMIENTO_CON_OBRA,
} from './vocabulary.ts'

const conGuia = (tipo: TipoMovimiento) =>
  (TIPOS_MOVIMIENTO_CON_GUIA as readonly string[]).includes(tipo)
const conObra = (tipo: TipoMovimiento) =>
  (TIPOS_MOVIMIENTO_CON_OBRA as readonly string[]).includes(tipo)
/** A despacho or a retiro may carry a guía electrónica (52) instead of a typed one. */
export const conGuiaElectronica = (tipo: TipoMovimiento | undefined) =>
  (TIPOS_MOVIMIENTO_CON_GUIA_ELECTRONICA as readonly (string | undefined)[]).includes(tipo)

const tipoConocido = (payload: { value: unknown }) =>
  (TIPOS_MOVIMIENTO as readonly unknown[]).includes((payload.value as { tipo?: unknown })?.tipo)

export const createMovimientoSchema = z
  .object({
    tipo: z.enum(TIPOS_MOVIMIENTO, {
      error: `El tipo de movimiento debe ser uno de: ${TIPOS_MOVIMIENTO.join(', ')}.`,
    }),
    fecha: fechaMovimientoSchema,
    /** The obra a despacho or traslado takes the asset to; ignored by the other tipos. */
    hastaObraId: idRelacionado('la obra de destino').nullish(),
    /** The guía de despacho's folio: despacho, retiro and traslado carry goods between sites. */
    guiaDespacho: guiaDespachoSchema.nullish(),
    /**
     * Instead of a typed folio, a despacho or retiro may ask for its guía electrónica (52): issued
     * in the same transaction, its folio becomes the movement's guía (decision 091).
     */
    guiaElectronica: guiaElectronicaSchema.nullish(),
    transportista: textoOpcional(200),
    responsable: textoObligatorio('el responsable', 200),
    observaciones: textoOpcional(2000),
    /** The request this movement carries out, if any. */
    solicitudId: idRelacionado('la solicitud').nullish(),
  })
  // Said together with the other fields' messages (a refinement would otherwise wait for every
  // field to be valid): they only need a known tipo.
  .refine((input) => !conObra(input.tipo) || Boolean(input.hastaObraId), {
    path: ['hastaObraId'],
    error: 'Elija la obra de destino.',
    when: tipoConocido,
  })
  .refine(
    (input) => !conGuia(input.tipo) || input.guiaDespacho != null || input.guiaElectronica != null,
    {
      path: ['guiaDespacho'],
      error: (issue) =>
        conGuiaElectronica((issue.input as { tipo?: TipoMovimiento }).tipo)
          ? 'Ingrese el folio de la guía de despacho o emita la guía electrónica.'
          : 'Ingrese el folio de la guía de despacho.',
      when: tipoConocido,
    },
  )
  .refine((input) => input.guiaElectronica == null || conGuiaElectronica(input.tipo), {
    path: ['guiaElectronica'],
    error: 'Solo un despacho o un retiro lleva guía de despacho electrónica.',
    when: tipoConocido,
  })
  .refine((input) => input.guiaElectronica == null || input.guiaDespacho == null, {
    path: ['guiaDespacho'],
    error: 'Una guía por movimiento: escriba el folio o emita la guía electrónica, no ambas.',
    when: tipoConocido,
  })
  .transform((input) => ({
    ...input,
    hastaObraId: conObra(input.tipo) ? (input.hastaObraId ?? null) : null,
    guiaDespacho: input.guiaDespacho ?? null,
    guiaElectronica: input.guiaElectronica ?? null,
  }))
  .meta({ id: 'CrearMovimiento' })
export type CreateMovimientoInput = z.input<typeof createMovimientoSchema>

export const movimientoSorts = ['fecha', 'creadoEn'] as const

const movimientoFilters = {
  tipo: z
    .enum(TIPOS_MOVIMIENTO, { error: `El tipo debe ser uno de: ${TIPOS_MOVIMIENTO.join(', ')}.` })
    .optional(),
  activoId: idFilter('El activo no es válido.'),
  /** Movements from or to this obra. */
  obraId: obraIdFilter,
  desde: fechaSchema
    .optional()
    .meta({ description: 'Desde este día (incluido, Santiago), yyyy-MM-dd.' }),
  hasta: fechaSchema
    .optional()
    .meta({ description: 'Hasta este día (incluido, Santiago), yyyy-MM-dd.' }),
}

/** The history's query without the period's check: an export omits the paging from it. */
export const movimientosQueryBase = listQuerySchema(
  movimientoSorts,
  'fecha',
  movimientoFilters,
).extend({ dir: sortDirectionSchema.default('desc') })

/** The history, newest first unless asked otherwise; desde–hasta in order, of any length. */
export const listMovimientosQuerySchema = conPeriodoValido(movimientosQueryBase, { diasMax: null })
export type ListMovimientosQuery = z.input<typeof listMovimientosQuerySchema>

/** One asset's history: the same paging and sort, its only filter the tipo. */
export const listMovimientosActivoQuerySchema = listQuerySchema(movimientoSorts, 'fecha', {
  tipo: movimientoFilters.tipo,
}).extend({ dir: sortDirectionSchema.default('desc') })

const lugarSchema = z.object({
  lugar: z.enum(LUGARES_MOVIMIENTO),
  /** Only when the lugar is an obra. */
  obra: obraActualSchema.nullable(),
})
export type LugarMovimientoRow = z.infer<typeof lugarSchema>

export const movimientoRowSchema = z
  .object({
    id: z.uuid(),
    activo: z.object({ id: z.uuid(), codigo: z.string() }),
    tipo: z.enum(TIPOS_MOVIMIENTO),
    /** The instant it happened (ISO 8601). */
    fecha: z.string(),
    desde: lugarSchema,
    hasta: lugarSchema,
    guiaDespacho: z.number().int().nullable(),
    /** The guía electrónica (52) issued for it, whose folio is `guiaDespacho`; null when typed. */
    guiaDte: guiaDteRefSchema.nullable(),
    transportista: z.string().nullable(),
    responsable: z.string(),
    observaciones: z.string().nullable(),
    solicitudId: z.uuid().nullable(),
    /** The asset's estado right after this movement. */
    estadoResultante: z.enum(ESTADOS_ACTIVO),
    /** Who recorded it (null = the system). */
    autor: usuarioRefSchema.nullable(),
    creadoEn: z.string(),
  })
  .meta({ id: 'Movimiento' })
export type MovimientoRow = z.infer<typeof movimientoRowSchema>

export const movimientoPageSchema = pageSchema(movimientoRowSchema)

/** A recorded movement and what it left the asset in. */
export const movimientoCreadoSchema = z
  .object({
    movimiento: movimientoRowSchema,
    activo: z.object({
      id: z.uuid(),
      estado: z.enum(ESTADOS_ACTIVO),
      estadoDesde: z.string(),
      obraActual: obraActualSchema.nullable(),
      version: z.number().int(),
    }),
  })
  .meta({ id: 'MovimientoCreado' })
export type MovimientoCreado = z.infer<typeof movimientoCreadoSchema>
