// Perfil: a named bundle of permission keys (Comercial, Operaciones, RRHH, Operador, Cliente de
// obra…). A user's effective keys are its own ∪ its perfiles' (decision 069).
import { z } from 'zod'
import { grupoNombradoRowShape, readSchemas, writeSchemas } from '../common/entity-schemas.ts'
import { textoObligatorio, textoOpcional } from '../common/fields.ts'
import { listQuerySchema } from '../common/list-query.ts'
import { withTrackingSorts } from '../common/tracking.ts'
import { permisosSchema } from './permiso.ts'

export const perfilWrite = writeSchemas('Perfil', {
  nombre: textoObligatorio('el nombre del perfil', 80),
  descripcion: textoOpcional(500),
  permisos: permisosSchema,
})
export const { createPerfilSchema, updatePerfilSchema } = perfilWrite

export const perfilSorts = withTrackingSorts('nombre')
export const listPerfilesQuerySchema = listQuerySchema(perfilSorts, 'nombre', {})
export type ListPerfilesQuery = z.input<typeof listPerfilesQuerySchema>

export const perfilRead = readSchemas('Perfil', {
  ...grupoNombradoRowShape,
  permisos: z.array(z.string()),
  /** Users (not deleted) that have it. */
  usuariosCount: z.number().int(),
})
export const { perfilRowSchema, perfilDetailSchema, perfilPageSchema } = perfilRead
export type PerfilRow = z.infer<typeof perfilRowSchema>
export type PerfilDetail = z.infer<typeof perfilDetailSchema>
