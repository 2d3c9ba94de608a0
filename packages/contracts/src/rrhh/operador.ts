// Operador: a worker who runs machines (docs/domain.md, "HR and operators"). HR's list shows each
// one with his licence and certifications, the asset he runs now (its obra and contract), the user
// he signs his reports with, his last report and how many he still has to sign. Operators are
// assigned to assets by asignacion-operador.ts.
import { z } from 'zod'
import { listQuerySchema, pageSchema } from '../common/list-query.ts'
import { rowTrackingShape, withTrackingSorts } from '../common/tracking.ts'
import { vocabulary } from '../common/vocabulary.ts'
import { CLASES_LICENCIA, ORIGENES_ASIGNACION } from './vocabulary.ts'

/** The list's filter on whether the operator runs an asset now (or is booked to). */
export const [FILTROS_ASIGNACION, FILTRO_ASIGNACION_LABEL] = vocabulary({
  con: 'Con asignación',
  sin: 'Sin asignación',
})
export type FiltroAsignacion = (typeof FILTROS_ASIGNACION)[number]

/** Sorted by name (apellidos, then nombres), RUT, licence class or last report's day. */
export const operadorSorts = withTrackingSorts('nombre', 'rut', 'licenciaClase', 'ultimoReport')

export const listOperadoresQuerySchema = listQuerySchema(operadorSorts, 'nombre', {
  asignacion: z
    .enum(FILTROS_ASIGNACION, { error: 'La asignación se filtra con "con" o "sin".' })
    .optional()
    .meta({ description: 'con: asignado hoy o desde una fecha futura; sin: libre.' }),
  licenciaClase: z
    .enum(CLASES_LICENCIA, { error: 'Elija una clase de licencia de la lista.' })
    .optional(),
})
export type ListOperadoresQuery = z.input<typeof listOperadoresQuerySchema>

/**
 * An operator's assignment as other screens show it: the asset, where it works (the contract's
 * obra) and since when; `hasta` when it already has an end.
 */
export const asignacionVigenteSchema = z.object({
  id: z.uuid(),
  activo: z.object({ id: z.uuid(), codigo: z.string(), tipo: z.string() }),
  obra: z.object({ id: z.uuid(), codigo: z.string(), nombre: z.string() }),
  contrato: z.object({ id: z.uuid(), folio: z.string() }),
  desde: z.string(),
  hasta: z.string().nullable(),
  origen: z.enum(ORIGENES_ASIGNACION),
})
export type AsignacionVigente = z.infer<typeof asignacionVigenteSchema>

export const operadorRowSchema = z
  .object({
    id: z.uuid(),
    trabajadorId: z.uuid(),
    /** `nombres apellidos`. */
    nombre: z.string(),
    nombres: z.string(),
    apellidos: z.string(),
    /** Normalised `12345678-5`. */
    rut: z.string(),
    licenciaClase: z.enum(CLASES_LICENCIA),
    certificaciones: z.array(z.string()),
    /** Whether the worker still works for the company. */
    trabajadorActivo: z.boolean(),
    /**
     * The assignment he runs today, or the one he is booked for from a later day; null when
     * free (an operator runs one asset at a time).
     */
    asignacion: asignacionVigenteSchema.nullable(),
    /** The user he signs his reports with (usuarios.operador_id), if any. */
    usuario: z.object({ id: z.uuid(), email: z.string() }).nullable(),
    /** The day of his latest report (not deleted); null without reports. */
    ultimoReport: z.string().nullable(),
    /** His reports still in borrador: written, not yet signed. */
    reportsPorFirmar: z.number().int(),
    ...rowTrackingShape,
  })
  .meta({ id: 'Operador' })
export type OperadorRow = z.infer<typeof operadorRowSchema>

export const operadorPageSchema = pageSchema(operadorRowSchema)
