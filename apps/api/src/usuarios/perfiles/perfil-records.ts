// How perfiles are written: every create, update and delete of the table goes through this
// (records/records-of.ts), which holds its audit entity, its 404 and its unique name.
import { perfiles } from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'

export const perfilRecords = recordsOf(perfiles, {
  entity: 'perfil',
  notFound: 'El perfil no existe.',
  uniques: { perfiles_nombre_vigente_uq: ['nombre', 'Ya existe un perfil con este nombre.'] },
})
