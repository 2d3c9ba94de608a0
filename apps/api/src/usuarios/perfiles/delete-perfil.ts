// DELETE /v1/perfiles/{id}?version=: soft delete, audited; refused (409) while users have it,
// whose keys would change without anyone editing them.
import { and, eq, sql } from 'drizzle-orm'
import { vigente } from '../../db/schema/columns.ts'
import { usuarioPerfiles, usuarios } from '../../db/schema/index.ts'
import { refuseWhileRelated } from '../../records/write-errors.ts'
import { perfilRecords } from './perfil-records.ts'

export const deletePerfil = perfilRecords.deletes((tx, before) =>
  refuseWhileRelated(
    tx,
    usuarioPerfiles,
    and(
      eq(usuarioPerfiles.perfilId, before.id),
      sql`exists (select 1 from ${usuarios} where ${and(
        eq(usuarios.id, usuarioPerfiles.usuarioId),
        vigente(usuarios),
      )})`,
    ),
    (count) =>
      count === 1
        ? 'Un usuario tiene este perfil: quíteselo antes de eliminarlo.'
        : `${count} usuarios tienen este perfil: quíteselo antes de eliminarlo.`,
  ),
)
