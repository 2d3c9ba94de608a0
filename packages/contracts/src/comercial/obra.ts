// Obra: a construction site, of one constructora, billed to one razón social (docs/domain.md,
// commercial master data). Site-client users belong to obras. The código (`OB-0123`) is given by
// the server when the form leaves it empty.
import { z } from 'zod'
import { codigoComunaSchema, codigoRegionSchema } from '../chile/index.ts'
import { readSchemas } from '../common/entity-schemas.ts'
import {
  comunaObligatoria,
  emailOpcional,
  fechaSchema,
  idRelacionado,
  telefonoOpcional,
  textoObligatorio,
  textoOpcional,
  versionSchema,
} from '../common/fields.ts'
import { booleanFilterSchema, idFilter, listQuerySchema } from '../common/list-query.ts'
import { razonSocialIdFilter, razonSocialRefSchema } from '../common/references.ts'
import { withTrackingSorts } from '../common/tracking.ts'
import { constructoraRefSchema } from './references.ts'

export const FECHAS_MESSAGE = 'La fecha de término no puede ser anterior a la de inicio.'

const codigoObraSchema = z
  .string({ error: 'Debe ser texto.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{1,19}$/, 'El código admite letras, números y guiones (ej. OB-0123).')

/** The site manager: the person on site who receives equipment and signs reports. */
export const administradorObraSchema = z.object({
  nombre: textoOpcional(120),
  email: emailOpcional,
  telefono: telefonoOpcional,
})

const obraFields = {
  codigo: codigoObraSchema.optional(),
  nombre: textoObligatorio('el nombre de la obra', 200),
  direccion: textoObligatorio('la dirección de la obra', 200),
  comuna: comunaObligatoria,
  constructoraId: idRelacionado('la constructora'),
  razonSocialId: idRelacionado('la razón social'),
  administrador: administradorObraSchema.optional(),
  fechaInicio: fechaSchema,
  fechaTermino: fechaSchema.nullish(),
  activa: z.boolean({ error: 'Indique sí o no.' }).optional(),
}

const obraObject = z.object(obraFields)

type Fechas = { fechaInicio?: string | undefined; fechaTermino?: string | null | undefined }

/** fechaTermino ≥ fechaInicio (ISO dates compare as text). */
export function fechasEnOrden({ fechaInicio, fechaTermino }: Fechas): boolean {
  return !fechaInicio || !fechaTermino || fechaTermino >= fechaInicio
}

const checkFechas = (value: Fechas, ctx: z.RefinementCtx) => {
  if (!fechasEnOrden(value)) {
    ctx.addIssue({ code: 'custom', path: ['fechaTermino'], message: FECHAS_MESSAGE })
  }
}

export const createObraSchema = obraObject.superRefine(checkFechas).meta({ id: 'CrearObra' })

/** POST /v1/constructoras/{id}/obras: the constructora is the one in the path. */
export const createConstructoraObraSchema = obraObject
  .omit({ constructoraId: true })
  .superRefine(checkFechas)
  .meta({ id: 'AgregarObra' })

/** Dates are checked against the stored ones too (one may change without the other). */
export const updateObraSchema = obraObject
  .partial()
  .extend({ version: versionSchema })
  .meta({ id: 'EditarObra' })

export const obraSorts = withTrackingSorts('nombre', 'codigo', 'fechaInicio')
export const listObrasQuerySchema = listQuerySchema(obraSorts, 'nombre', {
  activa: booleanFilterSchema,
  constructoraId: idFilter('La constructora no es válida.'),
  razonSocialId: razonSocialIdFilter,
  comuna: codigoComunaSchema.optional(),
  region: codigoRegionSchema.optional(),
})
export type ListObrasQuery = z.input<typeof listObrasQuerySchema>

export const obraRead = readSchemas('Obra', {
  id: z.uuid(),
  codigo: z.string(),
  nombre: z.string(),
  direccion: z.string(),
  comuna: z.string(),
  region: z.string(),
  constructora: constructoraRefSchema,
  razonSocial: razonSocialRefSchema,
  administrador: z.object({
    nombre: z.string().nullable(),
    email: z.string().nullable(),
    telefono: z.string().nullable(),
  }),
  fechaInicio: z.string(),
  fechaTermino: z.string().nullable(),
  activa: z.boolean(),
})
export const { obraRowSchema, obraDetailSchema, obraPageSchema } = obraRead
export type ObraRow = z.infer<typeof obraRowSchema>
export type ObraDetail = z.infer<typeof obraDetailSchema>
