// An operator's assignment to an asset on rent in a contract (docs/domain.md, "HR and operators"),
// from `desde` to `hasta` (open while null). The rules every write keeps:
// - an operator runs one asset at a time: no two of his assignments share a day (an open one
//   lasts forever), so while he has one open he is not assigned again;
// - an asset may have several operators: an adición adds one more to an asset that already has
//   one (the night shift); asignar puts one on an asset that has none from that day on;
// - a cambio ends operator X's open assignment on a day (termino `cambio`) and starts operator Y
//   on the same asset and contract that same day (origen `cambio`, naming X's as replaced);
// - a retiro ends an open assignment on a day not before its start (termino `retiro`), and not
//   while the operator has reports of that asset dated after it;
// - the asset must be on rent in that contract on the first day (an item of the contract for it,
//   delivered by then and not withdrawn before), and the contract vigente.
// Four screens write them, each with its catalogue key; each reads its choices with that key.
import { z } from 'zod'
import { actionSchema, readSchemas } from '../common/entity-schemas.ts'
import { fechaSchema, idRelacionado, textoOpcional } from '../common/fields.ts'
import { booleanFilterSchema, idFilter, listQuerySchema } from '../common/list-query.ts'
import { contratoIdFilter } from '../common/references.ts'
import { withTrackingSorts } from '../common/tracking.ts'
import { CLASES_LICENCIA, ORIGENES_ASIGNACION, TERMINOS_ASIGNACION } from './vocabulary.ts'

/** The four writes, as the screens and their option routes name them. */
export const ACCIONES_ASIGNACION = ['asignar', 'cambio', 'retiro', 'adicion'] as const
export type AccionAsignacion = (typeof ACCIONES_ASIGNACION)[number]

const observaciones = textoOpcional(500)

const nuevaAsignacionFields = {
  operadorId: idRelacionado('el operador'),
  activoId: idRelacionado('el equipo'),
  contratoId: idRelacionado('el contrato'),
  desde: fechaSchema,
  observaciones,
}

/** POST /v1/asignaciones-operador: an operator on an asset that has none from `desde` on. */
export const asignarOperadorSchema = z.object(nuevaAsignacionFields).meta({ id: 'AsignarOperador' })
export type AsignarOperadorInput = z.input<typeof asignarOperadorSchema>

/** POST /v1/asignaciones-operador/adicion: one more operator on an asset that has one. */
export const adicionOperadorSchema = z.object(nuevaAsignacionFields).meta({ id: 'AdicionOperador' })
export type AdicionOperadorInput = z.input<typeof adicionOperadorSchema>

/**
 * A write that ends one open assignment: its body (the assignment is the path's `id`, its version
 * as read) and its screen's form, where the assignment is chosen (`quien`) before it goes in the path.
 */
const finDeAsignacion = <const F extends z.ZodRawShape>(id: string, quien: string, fields: F) => {
  const body = actionSchema(id, fields)
  return { body, form: z.object({ asignacionId: idRelacionado(quien), ...body.shape }) }
}

/** POST /v1/asignaciones-operador/{id}/cambio: `id` is the assignment of who leaves (X). */
export const { body: cambioOperadorSchema, form: cambioOperadorFormSchema } = finDeAsignacion(
  'CambioOperador',
  'el operador que sale',
  {
    /** Who comes in (Y). */
    operadorId: idRelacionado('el operador que entra'),
    /** X's last day and Y's first. */
    fecha: fechaSchema,
    observaciones,
  },
)
export type CambioOperadorForm = z.input<typeof cambioOperadorFormSchema>

/** POST /v1/asignaciones-operador/{id}/retiro: ends that open assignment on `hasta`. */
export const { body: retiroOperadorSchema, form: retiroOperadorFormSchema } = finDeAsignacion(
  'RetiroOperador',
  'la asignación que termina',
  {
    /** The assignment's last day. */
    hasta: fechaSchema,
    /** Added to the assignment's observaciones, with the day. */
    observaciones,
  },
)
export type RetiroOperadorForm = z.input<typeof retiroOperadorFormSchema>

const refShape = { id: z.uuid() }

export const asignacionOperadorRead = readSchemas('AsignacionOperador', {
  id: z.uuid(),
  operador: z.object({ ...refShape, nombre: z.string() }),
  activo: z.object({ ...refShape, codigo: z.string(), tipo: z.string() }),
  contrato: z.object({ ...refShape, folio: z.string() }),
  /** The contract's obra: where the asset works. */
  obra: z.object({ ...refShape, codigo: z.string(), nombre: z.string() }),
  desde: z.string(),
  /** Its last day; null while open. */
  hasta: z.string().nullable(),
  origen: z.enum(ORIGENES_ASIGNACION),
  termino: z.enum(TERMINOS_ASIGNACION).nullable(),
  /** A cambio's new assignment: the one it replaced, and whose it was. */
  reemplaza: z
    .object({ ...refShape, operador: z.object({ ...refShape, nombre: z.string() }) })
    .nullable(),
  observaciones: z.string().nullable(),
})
export const {
  asignacionOperadorRowSchema,
  asignacionOperadorDetailSchema,
  asignacionOperadorPageSchema,
} = asignacionOperadorRead
export type AsignacionOperadorRow = z.infer<typeof asignacionOperadorRowSchema>
export type AsignacionOperadorDetail = z.infer<typeof asignacionOperadorDetailSchema>

export const asignacionOperadorSorts = withTrackingSorts('desde')

/** The assignments' history, by their first day (`dir=desc`: the latest first). */
export const listAsignacionesOperadorQuerySchema = listQuerySchema(
  asignacionOperadorSorts,
  'desde',
  {
    operadorId: idFilter('El operador no es válido.'),
    activoId: idFilter('El equipo no es válido.'),
    contratoId: contratoIdFilter,
    abierta: booleanFilterSchema.meta({ description: 'true: solo las que siguen abiertas.' }),
  },
)

/** An operator a form offers, with the assignment he has now (null when free). */
export const operadorOpcionSchema = z.object({
  id: z.uuid(),
  nombre: z.string(),
  rut: z.string(),
  licenciaClase: z.enum(CLASES_LICENCIA),
  certificaciones: z.array(z.string()),
  asignacion: z
    .object({
      id: z.uuid(),
      activo: z.object({ ...refShape, codigo: z.string() }),
      obra: z.object({ ...refShape, codigo: z.string(), nombre: z.string() }),
      contrato: z.object({ ...refShape, folio: z.string() }),
      desde: z.string(),
      hasta: z.string().nullable(),
      version: z.number().int(),
    })
    .nullable(),
})
export type OperadorOpcion = z.infer<typeof operadorOpcionSchema>

/** One of an asset's operators now (or booked from a later day). */
export const operadorDelActivoSchema = z.object({
  asignacionId: z.uuid(),
  operador: z.object({ ...refShape, nombre: z.string() }),
  desde: z.string(),
  hasta: z.string().nullable(),
  origen: z.enum(ORIGENES_ASIGNACION),
  /** The assignment's version, which a cambio or retiro sends back. */
  version: z.number().int(),
})
export type OperadorDelActivo = z.infer<typeof operadorDelActivoSchema>

/** An asset a form offers: on rent in its contract (or, for a retiro, run by someone there). */
export const activoAsignableSchema = z.object({
  id: z.uuid(),
  codigo: z.string(),
  tipo: z.string(),
  contrato: z.object({ ...refShape, folio: z.string() }),
  obra: z.object({ ...refShape, codigo: z.string(), nombre: z.string() }),
  /** The contract item's delivery; null when the asset is no longer on rent (a retiro's). */
  fechaEntrega: z.string().nullable(),
  /** Rented with operator (the contract item's con operador). */
  conOperador: z.boolean(),
  /** Its operators today or from a later day, the earliest first. */
  operadores: z.array(operadorDelActivoSchema),
})
export type ActivoAsignable = z.infer<typeof activoAsignableSchema>

/**
 * What one of the four forms chooses from, as of `hoy` (Santiago): asignar offers free operators
 * and assets on rent without operator; adición and cambio free operators and assets on rent with
 * one; retiro the operators with an open assignment and the assets they run.
 */
export const opcionesAsignacionOperadorSchema = z
  .object({
    hoy: z.string(),
    operadores: z.array(operadorOpcionSchema),
    activos: z.array(activoAsignableSchema),
  })
  .meta({ id: 'OpcionesAsignacionOperador' })
export type OpcionesAsignacionOperador = z.infer<typeof opcionesAsignacionOperadorSchema>
