// Trabajador: a person who works for the company (office, workshop, logistics, machine operators),
// with the documents he carries (docs/domain.md, "HR and operators"). An operator is a worker who
// runs machines: there is no screen of its own to create one, so the worker's form carries an
// optional "Es operador" section (`operador`) that creates, changes or removes the operator record
// in the same write. A worker who leaves is not deleted: he is set `activo: false`.
import { z } from 'zod'
import { readSchemas, writeSchemas } from '../common/entity-schemas.ts'
import {
  activoSchema,
  fechaSchema,
  rutObligatorio,
  telefonoEmailFields,
  telefonoEmailRowShape,
  textoObligatorio,
} from '../common/fields.ts'
import { booleanFilterSchema, listQuerySchema } from '../common/list-query.ts'
import { withTrackingSorts } from '../common/tracking.ts'
import { documentoTrabajadorRowSchema } from './documento-trabajador.ts'
import { CLASES_LICENCIA } from './vocabulary.ts'

/** How many certifications an operator's record lists at most. */
export const CERTIFICACIONES_MAX = 20

export const OPERADOR_CON_ASIGNACION_MESSAGE =
  'El operador tiene un equipo asignado: termine su asignación antes de quitarle la condición de operador.'

/**
 * The "Es operador" section: the licence class he operates under and his certifications
 * (each trimmed, repeated ones once, in the order given).
 */
export const operadorSeccionSchema = z.object(
  {
    licenciaClase: z.enum(CLASES_LICENCIA, { error: 'Elija la clase de licencia del operador.' }),
    certificaciones: z
      .array(textoObligatorio('la certificación', 100), {
        error: 'Las certificaciones son una lista de textos.',
      })
      .max(CERTIFICACIONES_MAX, `Hasta ${CERTIFICACIONES_MAX} certificaciones.`)
      .default([])
      .transform((list) => [...new Set(list)]),
  },
  { error: 'Indique la clase de licencia y las certificaciones del operador, o ninguna.' },
)
export type OperadorSeccionInput = z.input<typeof operadorSeccionSchema>

const trabajadorFields = {
  rut: rutObligatorio,
  nombres: textoObligatorio('los nombres', 100),
  apellidos: textoObligatorio('los apellidos', 100),
  cargo: textoObligatorio('el cargo', 100),
  fechaIngreso: fechaSchema,
  ...telefonoEmailFields,
  activo: activoSchema.optional(),
  /**
   * The operator record: an object makes him an operator (or changes his record), null makes him
   * none (refused while he has an open assignment); absent leaves it as it is.
   */
  operador: operadorSeccionSchema.nullish(),
}

export const trabajadorWrite = writeSchemas('Trabajador', trabajadorFields)
export const { createTrabajadorSchema, updateTrabajadorSchema } = trabajadorWrite

/** `nombre` sorts by apellidos, then nombres. */
export const trabajadorSorts = withTrackingSorts('nombre', 'rut', 'cargo', 'fechaIngreso')
export const listTrabajadoresQuerySchema = listQuerySchema(trabajadorSorts, 'nombre', {
  activo: booleanFilterSchema,
  /** Part of the cargo, without case or accents ("mecan" finds "Mecánico"). */
  cargo: z.string().trim().max(100, 'El cargo a buscar admite hasta 100 caracteres.').optional(),
  esOperador: booleanFilterSchema,
})
export type ListTrabajadoresQuery = z.input<typeof listTrabajadoresQuerySchema>

/** The operator record as the worker's detail shows it. */
export const operadorDeTrabajadorSchema = z.object({
  id: z.uuid(),
  licenciaClase: z.enum(CLASES_LICENCIA),
  certificaciones: z.array(z.string()),
  /** The user who signs in as this operator (usuarios.operador_id), if any. */
  usuario: z.object({ id: z.uuid(), email: z.string(), nombre: z.string() }).nullable(),
  /** Whether he is assigned to an asset now (an assignment without hasta). */
  asignado: z.boolean(),
})
export type OperadorDeTrabajador = z.infer<typeof operadorDeTrabajadorSchema>

export const trabajadorRead = readSchemas(
  'Trabajador',
  {
    id: z.uuid(),
    rut: z.string(),
    nombres: z.string(),
    apellidos: z.string(),
    cargo: z.string(),
    fechaIngreso: z.string(),
    ...telefonoEmailRowShape,
    activo: z.boolean(),
    /** His operator record (not deleted), when he runs machines. */
    operador: z.object({ id: z.uuid(), licenciaClase: z.enum(CLASES_LICENCIA) }).nullable(),
  },
  {
    operador: operadorDeTrabajadorSchema.nullable(),
    /** His documents (not deleted), the next to expire first, each flagged. */
    documentos: z.array(documentoTrabajadorRowSchema),
  },
)
export const { trabajadorRowSchema, trabajadorDetailSchema, trabajadorPageSchema } = trabajadorRead
export type TrabajadorRow = z.infer<typeof trabajadorRowSchema>
export type TrabajadorDetail = z.infer<typeof trabajadorDetailSchema>
