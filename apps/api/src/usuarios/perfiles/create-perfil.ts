// POST /v1/perfiles: a new perfil, with only keys its author holds (unless su; decision 069).
import type { createPerfilSchema, PerfilDetail } from '@cordillera/contracts'
import type { z } from 'zod'
import type { AuthUser } from '../../auth/auth-user.ts'
import type { Db } from '../../db/database.ts'
import { refuseForeignKeys } from '../usuarios/usuario-grants.ts'
import { getPerfil } from './get-perfil.ts'
import { perfilRecords } from './perfil-records.ts'

export function createPerfil(
  db: Db,
  actor: AuthUser,
  input: z.output<typeof createPerfilSchema>,
): Promise<PerfilDetail> {
  return perfilRecords.create(
    db,
    actor,
    () => {
      refuseForeignKeys(actor, input.permisos)
      return input
    },
    (tx, row) => getPerfil(tx, row.id),
  )
}
