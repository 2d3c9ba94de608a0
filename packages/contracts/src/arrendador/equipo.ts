// A lessor's equipos (arrendador portal): its own assets as the company runs them — where each is,
// its last hour-meter reading and the hours worked this month — and one asset's movements (with
// the guía's folio) and documents' expiry. Nothing of the client (contract, tariff) shows.
import { z } from 'zod'
import { readSchemas } from '../common/entity-schemas.ts'
import { idFilter, listQuerySchema } from '../common/list-query.ts'
import { periodoShape } from '../common/periodo.ts'
import { obraActualSchema } from '../common/references.ts'
import { withTrackingSorts } from '../common/tracking.ts'
import { ESTADOS_VENCIMIENTO } from '../common/vencimiento.ts'
import { ESTADOS_ACTIVO, TIPOS_MOVIMIENTO } from '../common/vocabulary.ts'

/** One of a lessor's assets as its reports, trips and incidents name it. */
export const equipoRefSchema = z.object({ id: z.uuid(), codigo: z.string(), modelo: z.string() })

/** The filters of a lessor's rows about its assets (reports, trips, incidents): asset and period. */
export const equipoYPeriodoFilters = {
  activoId: idFilter('El equipo no es válido.'),
  ...periodoShape,
}

export const equipoSorts = withTrackingSorts('codigo', 'estado')
export const listEquiposQuerySchema = listQuerySchema(equipoSorts, 'codigo', {
  estado: z.enum(ESTADOS_ACTIVO, { error: 'El estado no es válido.' }).optional(),
  obraActualId: idFilter('La obra no es válida.'),
})
export type ListEquiposQuery = z.input<typeof listEquiposQuerySchema>

const lugarSchema = z.object({
  lugar: z.string(),
  obra: obraActualSchema.nullable(),
})

/** One movement of the asset as its owner reads it: what, when, from where to where, its guía. */
export const movimientoEquipoSchema = z.object({
  id: z.uuid(),
  tipo: z.enum(TIPOS_MOVIMIENTO),
  fecha: z.string(),
  desde: lugarSchema,
  hasta: lugarSchema,
  /** The guía de despacho's folio it travelled with. */
  guiaDespacho: z.number().int().nullable(),
})
export type MovimientoEquipo = z.infer<typeof movimientoEquipoSchema>

/** One document the asset carries, by its expiry (never its file). */
export const documentoEquipoSchema = z.object({
  id: z.uuid(),
  tipo: z.string(),
  numero: z.string().nullable(),
  vence: z.string().nullable(),
  estadoVencimiento: z.enum(ESTADOS_VENCIMIENTO),
})
export type DocumentoEquipo = z.infer<typeof documentoEquipoSchema>

export const equipoRead = readSchemas(
  'Equipo',
  {
    id: z.uuid(),
    codigo: z.string(),
    tipoActivo: z.string(),
    marca: z.string(),
    modelo: z.string(),
    anio: z.number().int(),
    patente: z.string().nullable(),
    estado: z.enum(ESTADOS_ACTIVO),
    estadoDesde: z.string(),
    obraActual: obraActualSchema.nullable(),
    /** The last hour-meter reading: the asset's, or a later signed report's. */
    horometro: z.number(),
    /** Hours worked this month (Santiago's), by its signed reports. */
    horasMes: z.number(),
  },
  {
    movimientos: z.array(movimientoEquipoSchema),
    documentos: z.array(documentoEquipoSchema),
  },
)
export const { equipoRowSchema, equipoDetailSchema, equipoPageSchema } = equipoRead
export type EquipoRow = z.infer<typeof equipoRowSchema>
export type EquipoDetail = z.infer<typeof equipoDetailSchema>
