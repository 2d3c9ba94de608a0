// GET /v1/usuarios/{id}: a user with its own and effective keys, obras, operator record and the
// pool's account (the answer of its writes too).
import { DETAIL_RELATED_MAX, type UsuarioDetail } from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import { permisosEfectivos } from '../../auth/auth-user.ts'
import type { Db, Tx } from '../../db/database.ts'
import { operadorNombre } from '../../db/joins.ts'
import { obras, operadores, trabajadores, usuarioObras, usuarios } from '../../db/schema/index.ts'
import { relatedRows } from '../../records/detail-columns.ts'
import { accesoDe, type UserPool } from './user-pool.ts'
import { usuarioRecords } from './usuario-records.ts'
import { q, toUsuarioRow, usuarioRowColumns } from './usuario-rows.ts'

const suyas = sql`exists (select 1 from ${usuarioObras}
  where ${q(usuarioObras.usuarioId)} = ${q(usuarios.id)} and ${q(usuarioObras.obraId)} = ${q(obras.id)})`

const operador = sql<UsuarioDetail['operador']>`(
  select json_build_object('id', ${q(operadores.id)}, 'nombre', ${operadorNombre})
  from ${operadores} join ${trabajadores} on ${q(trabajadores.id)} = ${q(operadores.trabajadorId)}
  where ${q(operadores.id)} = ${q(usuarios.operadorId)})`

/** The user as the database has it, without asking the pool. */
export async function usuarioDetail(db: Db | Tx, id: string) {
  const { record, tipo, perfiles, obrasCount, proveedor, ...detail } = await usuarioRecords.detail(
    db,
    id,
    {
      ...usuarioRowColumns,
      permisosEfectivos,
      obras: relatedRows(
        obras,
        { id: obras.id, codigo: obras.codigo, nombre: obras.nombre },
        suyas,
        [obras.codigo, obras.id],
        DETAIL_RELATED_MAX,
      ),
      operador,
    },
  )
  return {
    ...toUsuarioRow(record, { tipo, perfiles, obrasCount, proveedor }),
    permisos: record.permisos,
    ...detail,
  }
}

export async function getUsuario(db: Db | Tx, pool: UserPool, id: string): Promise<UsuarioDetail> {
  const detail = await usuarioDetail(db, id)
  return { ...detail, acceso: await accesoDe(pool, detail.email) }
}
