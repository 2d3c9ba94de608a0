// GET /v1/usuarios: one page of users of every kind; GET /v1/proveedores/{id}/usuarios: one
// lessor's (404 when the proveedor does not exist).
import type { listUsuariosArrendadorQuerySchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { listOf } from '../../db/list/list-page.ts'
import { listOfOwner } from '../../http/list-of-owner.ts'
import { requireProveedor } from './usuario-grants.ts'
import { usuarioSource } from './usuario-rows.ts'

export const listUsuarios = listOf(usuarioSource)

export const listUsuariosArrendador = listOfOwner(
  requireProveedor,
  (db, query: z.output<typeof listUsuariosArrendadorQuerySchema>, proveedorId) =>
    usuarioSource(db, { ...query, proveedorId, tipo: 'proveedor' }),
)
