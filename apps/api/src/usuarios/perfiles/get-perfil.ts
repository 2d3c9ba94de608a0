// GET /v1/perfiles/{id}: a perfil with how many users have it (the answer of its writes too).
import type { PerfilDetail } from '@cordillera/contracts'
import type { Db, Tx } from '../../db/database.ts'
import { perfilRecords } from './perfil-records.ts'
import { toPerfilRow, usuariosDelPerfil } from './perfil-rows.ts'

export async function getPerfil(db: Db | Tx, id: string): Promise<PerfilDetail> {
  const { record, count, ...authors } = await perfilRecords.detail(db, id, {
    count: usuariosDelPerfil,
  })
  return { ...toPerfilRow(record, count), ...authors }
}
