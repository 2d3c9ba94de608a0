// A lessor's trips (reports_arrendador of tipo viaje): entered by the lessor in the arrendador
// portal for its own trucks, read by operations staff in the backoffice.
import { z } from 'zod'
import { readSchemas, writeSchemas } from '../common/entity-schemas.ts'
import {
  fechaRegistroSchema,
  guiaDespachoSchema,
  idRelacionado,
  textoObligatorio,
  textoOpcional,
} from '../common/fields.ts'
import { idFilter, listQuerySchema } from '../common/list-query.ts'
import { conPeriodoValido } from '../common/periodo.ts'
import { withTrackingSorts } from '../common/tracking.ts'
import { equipoRefSchema, equipoYPeriodoFilters } from './equipo.ts'

const KM_MESSAGE = 'Indique los kilómetros: un número desde 0, con un decimal como máximo.'

export const viajeWrite = writeSchemas('Viaje', {
  activoId: idRelacionado('el equipo'),
  fecha: fechaRegistroSchema,
  origen: textoObligatorio('el origen', 200),
  destino: textoObligatorio('el destino', 200),
  km: z
    .number({ error: KM_MESSAGE })
    .min(0, KM_MESSAGE)
    .max(9_999_999, KM_MESSAGE)
    .refine((km) => Math.abs(km * 10 - Math.round(km * 10)) < 1e-9, { error: KM_MESSAGE }),
  carga: textoObligatorio('la carga', 500),
  guiaDespacho: guiaDespachoSchema.nullish(),
  observaciones: textoOpcional(1000),
})
export const { createViajeSchema, updateViajeSchema } = viajeWrite
export type CreateViajeInput = z.input<typeof createViajeSchema>

export const viajeSorts = withTrackingSorts('fecha', 'km')
export const listViajesBaseSchema = listQuerySchema(viajeSorts, 'fecha', equipoYPeriodoFilters)
export const listViajesQuerySchema = conPeriodoValido(listViajesBaseSchema)
export type ListViajesQuery = z.input<typeof listViajesQuerySchema>

export const viajeRead = readSchemas('Viaje', {
  id: z.uuid(),
  activo: equipoRefSchema,
  fecha: z.string(),
  origen: z.string(),
  destino: z.string(),
  km: z.number(),
  carga: z.string(),
  guiaDespacho: z.number().int().nullable(),
  observaciones: z.string().nullable(),
})
export const { viajeRowSchema, viajeDetailSchema, viajePageSchema } = viajeRead
export type ViajeRow = z.infer<typeof viajeRowSchema>
export type ViajeDetail = z.infer<typeof viajeDetailSchema>

/** Staff's view (backoffice): every lessor's trips, with whose truck it was. */
export const viajeStaffRead = readSchemas('ViajeArrendador', {
  ...viajeRowSchema.omit({ version: true, creadoEn: true, actualizadoEn: true }).shape,
  proveedor: z.object({ id: z.uuid(), razonSocial: z.string() }),
})
export const { viajeArrendadorRowSchema, viajeArrendadorPageSchema } = viajeStaffRead
export type ViajeArrendadorRow = z.infer<typeof viajeArrendadorRowSchema>
export const listViajesArrendadorQuerySchema = conPeriodoValido(
  listViajesBaseSchema.extend({ proveedorId: idFilter('El proveedor no es válido.') }),
)
