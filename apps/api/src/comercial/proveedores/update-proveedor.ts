// PATCH /v1/proveedores/{id}: edits a proveedor (regular or provisional) at the version the
// client read (409 otherwise, nothing written), audited in the same transaction. A regular one
// cannot lose its bank data.
import type { updateProveedorSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { requireBankData } from './bank-data.ts'
import { getProveedor } from './get-proveedor.ts'
import { proveedorRecords } from './proveedor-records.ts'

export const updateProveedor = proveedorRecords.updates({
  patch: (input: z.output<typeof updateProveedorSchema>) => input,
  check(_tx, changes, before) {
    if (!before.provisorio) requireBankData({ ...before, ...changes })
  },
  answer: (tx, row) => getProveedor(tx, row.id),
})
