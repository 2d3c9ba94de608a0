// GET /v1/usuarios: one page of users of every kind; GET /v1/proveedores/{id}/usuarios: one
// lessor's (404 when the proveedor does not exist).
import type { listUsuariosArrendadorQuerySchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { ListCursors } from '../../db/list/list-cursor.ts'
import { listOf, listPageOf } from '../../db/list/list-page.ts'
import { requireProveedor } from './usuario-grants.ts'
import { usuarioSource } from './usuario-rows.ts'

export const listUsuarios = listOf(usuarioSource)

export async function listUsuariosArrendador(
  db: Db,
  proveedorId: string,
  query: z.output<typeof listUsuariosArrendadorQuerySchema>,
  cursors: ListCursors,
) {
  await requireProveedor(db, proveedorId)
  const source = usuarioSource(db, { ...query, proveedorId, tipo: 'proveedor' })
  return listPageOf(db, source, query, cursors)
}
