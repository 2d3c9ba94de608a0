// Razón social: the billed legal entity (docs/domain.md, commercial master data). Giro,
// dirección and comuna are required because a factura electrónica (DTE) needs them of its
// receptor.
import { z } from 'zod'
import { codigoComunaSchema, codigoRegionSchema } from '../chile/index.ts'
import { readSchemas, writeSchemas } from '../common/entity-schemas.ts'
import {
  activoSchema,
  comunaObligatoria,
  idRelacionado,
  rutObligatorio,
  telefonoEmailFields,
  telefonoEmailRowShape,
  textoObligatorio,
  textoOpcional,
} from '../common/fields.ts'
import { booleanFilterSchema, idFilter, listQuerySchema } from '../common/list-query.ts'
import { withTrackingSorts } from '../common/tracking.ts'
import { contactoRowSchema } from './contacto.ts'
import { grupoClienteRefSchema, obraResumenSchema } from './references.ts'

const razonSocialFields = {
  rut: rutObligatorio,
  razonSocial: textoObligatorio('la razón social', 200),
  nombreFantasia: textoOpcional(200),
  giro: textoObligatorio('el giro', 200),
  direccion: textoObligatorio('la dirección', 200),
  comuna: comunaObligatoria,
  ...telefonoEmailFields,
  grupoClienteId: idRelacionado('el grupo cliente').nullish(),
  activo: activoSchema.optional(),
}

export const razonSocialWrite = writeSchemas('RazonSocial', razonSocialFields)
export const { createRazonSocialSchema, updateRazonSocialSchema } = razonSocialWrite
export type CreateRazonSocialInput = z.input<typeof createRazonSocialSchema>

export const razonSocialSorts = withTrackingSorts('razonSocial', 'rut')
export const listRazonesSocialesQuerySchema = listQuerySchema(razonSocialSorts, 'razonSocial', {
  activo: booleanFilterSchema,
  grupoClienteId: idFilter('El grupo cliente no es válido.'),
  comuna: codigoComunaSchema.optional(),
  region: codigoRegionSchema.optional(),
})
export type ListRazonesSocialesQuery = z.input<typeof listRazonesSocialesQuerySchema>

export const razonSocialRead = readSchemas(
  'RazonSocial',
  {
    id: z.uuid(),
    /** Normalised: `12345678-5` (formatRut shows it with dots). */
    rut: z.string(),
    razonSocial: z.string(),
    nombreFantasia: z.string().nullable(),
    giro: z.string(),
    direccion: z.string(),
    /** CUT codes; comunaPorCodigo/regionPorCodigo give the names. */
    comuna: z.string(),
    region: z.string(),
    ...telefonoEmailRowShape,
    grupoCliente: grupoClienteRefSchema.nullable(),
    activo: z.boolean(),
  },
  {
    contactos: z.array(contactoRowSchema),
    /** Up to DETAIL_RELATED_MAX, newest first; obrasTotal says how many in all. */
    obras: z.array(obraResumenSchema),
    obrasTotal: z.number().int(),
  },
)
export const { razonSocialRowSchema, razonSocialDetailSchema, razonSocialPageSchema } =
  razonSocialRead
export type RazonSocialRow = z.infer<typeof razonSocialRowSchema>
export type RazonSocialDetail = z.infer<typeof razonSocialDetailSchema>
