// An incident a lessor raises on one of its assets (a breakdown, an accident, anything else), with
// photos, which operations staff review and close with a comment (docs/domain.md, "The lessor
// portal"; decision 065). The folio is `INC-000123`.
import { z } from 'zod'
import {
  archivoDocumentoSchema,
  archivoInfoSchema,
  createSubidaDocumentoSchema,
} from '../common/documento.ts'
import { actionSchema, readSchemas } from '../common/entity-schemas.ts'
import {
  fechaRegistroSchema,
  idRelacionado,
  nestedParamsSchema,
  textoObligatorio,
} from '../common/fields.ts'
import { enumFilter, idFilter, listQuerySchema } from '../common/list-query.ts'
import { conPeriodoValido } from '../common/periodo.ts'
import { folioDe, obraRefSchema } from '../common/references.ts'
import { usuarioRefSchema, withTrackingSorts } from '../common/tracking.ts'
import { equipoRefSchema, equipoYPeriodoFilters } from './equipo.ts'
import { ESTADOS_INCIDENTE, TIPOS_INCIDENTE } from './vocabulary.ts'

/** The folio of an incident: `INC-000001`. */
export const folioIncidente = (numero: number): string => folioDe('INC', numero)

/** How many photos one incident carries at most. */
export const FOTOS_INCIDENTE_MAX = 6

export const createIncidenteSchema = z
  .object({
    activoId: idRelacionado('el equipo'),
    fecha: fechaRegistroSchema,
    tipo: z.enum(TIPOS_INCIDENTE, { error: 'Elija el tipo de incidente.' }),
    descripcion: textoObligatorio('qué pasó', 2000),
    fotos: z
      .array(archivoDocumentoSchema, { error: 'Las fotos no son válidas.' })
      .max(FOTOS_INCIDENTE_MAX, `Adjunte hasta ${FOTOS_INCIDENTE_MAX} fotos.`)
      .default([]),
  })
  .meta({ id: 'CrearIncidente' })

/** POST …/incidentes/subidas: a photo about to be sent, before the incident exists. */
export const createSubidaFotoIncidenteSchema = createSubidaDocumentoSchema

/** Staff close an incident with what was done about it. */
export const cerrarIncidenteSchema = actionSchema('CerrarIncidente', {
  comentario: textoObligatorio('el comentario de cierre', 2000),
})

/** Staff take an incident under review. */
export const revisarIncidenteSchema = actionSchema('RevisarIncidente')

export const incidenteSorts = withTrackingSorts('fecha', 'numero', 'estado')
export const listIncidentesBaseSchema = listQuerySchema(incidenteSorts, 'fecha', {
  estado: enumFilter(ESTADOS_INCIDENTE),
  tipo: enumFilter(TIPOS_INCIDENTE, 'El tipo no es válido.'),
  ...equipoYPeriodoFilters,
})
export const listIncidentesQuerySchema = conPeriodoValido(listIncidentesBaseSchema)
export type ListIncidentesQuery = z.input<typeof listIncidentesQuerySchema>

/** Staff's list also filters by lessor. */
export const listIncidentesStaffQuerySchema = conPeriodoValido(
  listIncidentesBaseSchema.extend({ proveedorId: idFilter('El proveedor no es válido.') }),
)

export const fotoIncidenteSchema = z.object({ id: z.uuid(), archivo: archivoInfoSchema })
export type FotoIncidente = z.infer<typeof fotoIncidenteSchema>

export const incidenteRead = readSchemas(
  'Incidente',
  {
    id: z.uuid(),
    numero: z.number().int(),
    folio: z.string(),
    proveedor: z.object({ id: z.uuid(), razonSocial: z.string() }),
    activo: equipoRefSchema,
    obra: obraRefSchema.nullable(),
    fecha: z.string(),
    tipo: z.enum(TIPOS_INCIDENTE),
    descripcion: z.string(),
    estado: z.enum(ESTADOS_INCIDENTE),
    estadoDesde: z.string(),
    fotosCount: z.number().int(),
    comentarioCierre: z.string().nullable(),
    cerradoEn: z.string().nullable(),
  },
  {
    fotos: z.array(fotoIncidenteSchema),
    cerradoPor: usuarioRefSchema.nullable(),
  },
)
export const { incidenteRowSchema, incidenteDetailSchema, incidentePageSchema } = incidenteRead
export type IncidenteRow = z.infer<typeof incidenteRowSchema>
export type IncidenteDetail = z.infer<typeof incidenteDetailSchema>

export const fotoIncidenteParamsSchema = nestedParamsSchema('fotoId', 'de la foto')
