// Logistics' read views of the fleet (docs/domain.md, "Logística"): where every asset is and what
// moved it last, the assets in the workshop, the assets on rent per contract and obra with whether
// each one is physically there, and the counts of the fleet by estado, tipo and obra. All of them
// read what movements left the assets in (decision 027); none writes anything.
import { z } from 'zod'
import { idFilter, listQuerySchema, pageSchema } from '../common/list-query.ts'
import {
  contratoIdFilter,
  documentoRefSchema,
  flotaIdFilter,
  flotaRefSchema,
  obraActualSchema,
  obraIdFilter,
  obraRefSchema,
  razonSocialRefSchema,
  tipoActivoRefSchema,
} from '../common/references.ts'
import { ESTADOS_ACTIVO, UNIDADES_COBRO, vocabulary } from '../common/vocabulary.ts'
import { activoIdentidadShape } from './references.ts'
import { TIPOS_MOVIMIENTO } from './vocabulary.ts'

const tipoActivoIdFilter = idFilter('El tipo de activo no es válido.')

// ---- Logística de activos: where every asset is --------------------------------------------

export const logisticaActivoSorts = ['codigo', 'estado', 'estadoDesde'] as const

export const listLogisticaActivosQuerySchema = listQuerySchema(logisticaActivoSorts, 'codigo', {
  estado: z
    .enum(ESTADOS_ACTIVO, { error: `El estado debe ser uno de: ${ESTADOS_ACTIVO.join(', ')}.` })
    .optional(),
  tipoActivoId: tipoActivoIdFilter,
  /** The assets reserved for, at or travelling to this obra. */
  obraId: obraIdFilter,
  flotaId: flotaIdFilter,
})
export type ListLogisticaActivosQuery = z.input<typeof listLogisticaActivosQuerySchema>

/** The movement that left the asset where it is. */
export const ultimoMovimientoSchema = z.object({
  tipo: z.enum(TIPOS_MOVIMIENTO),
  /** The instant it happened (ISO 8601). */
  fecha: z.string(),
  guiaDespacho: z.number().int().nullable(),
  responsable: z.string(),
})
export type UltimoMovimiento = z.infer<typeof ultimoMovimientoSchema>

export const logisticaActivoRowSchema = z
  .object({
    ...activoIdentidadShape,
    flota: flotaRefSchema.nullable(),
    estado: z.enum(ESTADOS_ACTIVO),
    /** Since when it is in that estado (the instant of its last movement, or its registration). */
    estadoDesde: z.string(),
    obraActual: obraActualSchema.nullable(),
    /** null = never moved since it was registered. */
    ultimoMovimiento: ultimoMovimientoSchema.nullable(),
    /** The asset's version (the movement dialog starts over when it changes). */
    version: z.number().int(),
  })
  .meta({ id: 'LogisticaActivo' })
export type LogisticaActivoRow = z.infer<typeof logisticaActivoRowSchema>

export const logisticaActivoPageSchema = pageSchema(logisticaActivoRowSchema)

// ---- Activos en taller ---------------------------------------------------------------------

export const activoEnTallerSorts = ['estadoDesde', 'codigo'] as const

/** The workshop's assets, those that entered first first unless asked otherwise. */
export const listActivosEnTallerQuerySchema = listQuerySchema(activoEnTallerSorts, 'estadoDesde', {
  tipoActivoId: tipoActivoIdFilter,
})
export type ListActivosEnTallerQuery = z.input<typeof listActivosEnTallerQuerySchema>

export const activoEnTallerRowSchema = z
  .object({
    ...activoIdentidadShape,
    estado: z.enum(ESTADOS_ACTIVO),
    /** When it entered the workshop. */
    estadoDesde: z.string(),
    /** Whole days since the day it entered (Santiago's calendar): 0 on that day. */
    diasEnTaller: z.number().int(),
    /** The ingreso a taller that put it there; null if its history has none. */
    ingreso: z
      .object({
        /** Why: the movement's observaciones. */
        observaciones: z.string().nullable(),
        /** The obra it came from; null = the bodega. */
        desdeObra: obraActualSchema.nullable(),
        responsable: z.string(),
      })
      .nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'ActivoEnTaller' })
export type ActivoEnTallerRow = z.infer<typeof activoEnTallerRowSchema>

export const activoEnTallerPageSchema = pageSchema(activoEnTallerRowSchema)

// ---- Control de equipos: the assets on rent, per contract and obra -------------------------

/**
 * Where an asset on rent physically is compared with its contract's obra: there (`en-obra`), still
 * to be dispatched (in the bodega, or reserved or travelling without having arrived), in the
 * workshop, or at another obra.
 */
export const [SITUACIONES_EQUIPO, SITUACION_EQUIPO_LABEL] = vocabulary({
  'en-obra': 'En obra',
  'por-despachar': 'Por despachar',
  'en-taller': 'En taller',
  'en-otra-obra': 'En otra obra',
})
export type SituacionEquipo = (typeof SITUACIONES_EQUIPO)[number]

export const controlEquipoSorts = ['contrato', 'obra', 'fechaEntrega', 'activo'] as const

export const listControlEquiposQuerySchema = listQuerySchema(controlEquipoSorts, 'contrato', {
  obraId: obraIdFilter,
  contratoId: contratoIdFilter,
  tipoActivoId: tipoActivoIdFilter,
  situacion: z
    .enum(SITUACIONES_EQUIPO, {
      error: `La situación debe ser una de: ${SITUACIONES_EQUIPO.join(', ')}.`,
    })
    .optional(),
}).extend({
  q: z.string().trim().max(100, 'La búsqueda admite hasta 100 caracteres.').optional().meta({
    description: 'Busca en el folio del contrato (y su orden de compra) y en el código del activo.',
  }),
})
export type ListControlEquiposQuery = z.input<typeof listControlEquiposQuerySchema>

export const controlEquipoRowSchema = z
  .object({
    /** The contract item's id. */
    id: z.uuid(),
    /** The contract, by its folio `CON-000045`. */
    contrato: documentoRefSchema,
    obra: obraRefSchema,
    razonSocial: razonSocialRefSchema,
    activo: z.object({
      id: z.uuid(),
      codigo: z.string(),
      tipoActivo: tipoActivoRefSchema,
      estado: z.enum(ESTADOS_ACTIVO),
      /** Where it is when at (or reserved for, or travelling to) an obra. */
      obraActual: obraActualSchema.nullable(),
      horometro: z.number(),
    }),
    unidadCobro: z.enum(UNIDADES_COBRO),
    fechaEntrega: z.string(),
    /** Santiago's today − fecha de entrega + 1 (the delivery day counts); 0 before it. */
    diasEnArriendo: z.number().int(),
    situacion: z.enum(SITUACIONES_EQUIPO),
  })
  .meta({ id: 'ControlEquipo' })
export type ControlEquipoRow = z.infer<typeof controlEquipoRowSchema>

export const controlEquipoPageSchema = pageSchema(controlEquipoRowSchema)
