// PATCH /v1/perfiles/{id}: edits a perfil at the version read (409 otherwise). Its keys are every
// holder's: a key it adds must be one its editor holds (unless su; decision 069), and one it
// takes away is refused to its holders on their next request. Nothing changed, nothing written.
import type { PerfilDetail, updatePerfilSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { AuthUser } from '../../auth/auth-user.ts'
import type { Db } from '../../db/database.ts'
import { changedFields } from '../../records/changes.ts'
import { refuseForeignKeys } from '../usuarios/usuario-grants.ts'
import { getPerfil } from './get-perfil.ts'
import { perfilRecords } from './perfil-records.ts'

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key) => b.includes(key))

export function updatePerfil(
  db: Db,
  actor: AuthUser,
  id: string,
  input: z.output<typeof updatePerfilSchema>,
): Promise<PerfilDetail> {
  const { version, permisos, ...fields } = input
  return perfilRecords.transaction(db, async (tx) => {
    const before = await perfilRecords.lock(tx, { id, version })
    const keysChanged = permisos !== undefined && !sameKeys(permisos, before.permisos)
    const changes = changedFields(before, { ...fields, ...(keysChanged && { permisos }) })
    if (!changes) return getPerfil(tx, id)
    if (changes.permisos) {
      refuseForeignKeys(
        actor,
        changes.permisos.filter((key) => !before.permisos.includes(key)),
      )
    }
    await perfilRecords.write(tx, actor, before, changes, 'editar')
    return getPerfil(tx, id)
  })
}
