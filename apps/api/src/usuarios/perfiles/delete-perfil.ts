// DELETE /v1/perfiles/{id}?version=: soft delete, audited; refused (409) while users have it,
// whose keys would change without anyone editing them.
import { and, eq } from 'drizzle-orm'
import { usuarioPerfiles } from '../../db/schema/index.ts'
import { refuseWhileRelated } from '../../records/write-errors.ts'
import { perfilRecords } from './perfil-records.ts'
import { deUsuarioVigente } from './perfil-rows.ts'

export const deletePerfil = perfilRecords.deletes((tx, before) =>
  refuseWhileRelated(
    tx,
    usuarioPerfiles,
    and(eq(usuarioPerfiles.perfilId, before.id), deUsuarioVigente),
    (count) =>
      count === 1
        ? 'Un usuario tiene este perfil: quíteselo antes de eliminarlo.'
        : `${count} usuarios tienen este perfil: quíteselo antes de eliminarlo.`,
  ),
)
