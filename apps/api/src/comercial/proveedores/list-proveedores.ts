// GET /v1/proveedores and GET /v1/proveedores-provisorios: one page of regular or provisional
// proveedores.
import type { listProveedoresQuerySchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { listOf } from '../../db/list/list-page.ts'
import { proveedorSource } from './proveedor-rows.ts'

type Query = z.output<typeof listProveedoresQuerySchema>

export const listProveedores = listOf((db: Db, query: Query) => proveedorSource(db, query, false))

export const listProveedoresProvisorios = listOf((db: Db, query: Query) =>
  proveedorSource(db, query, true),
)
