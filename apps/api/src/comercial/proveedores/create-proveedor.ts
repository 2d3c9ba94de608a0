// POST /v1/proveedores (regular: bank data required by its schema) and POST
// /v1/proveedores-provisorios (RUT and name suffice): a new proveedor, audited in the same
// transaction.
import type { createProveedorProvisorioSchema, createProveedorSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { getProveedor } from './get-proveedor.ts'
import { proveedorRecords } from './proveedor-records.ts'

type Input =
  | ({ provisorio: false } & z.output<typeof createProveedorSchema>)
  | ({ provisorio: true } & z.output<typeof createProveedorProvisorioSchema>)

export const createProveedor = proveedorRecords.creates(
  (input: Input) => input,
  (tx, row) => getProveedor(tx, row.id),
)
