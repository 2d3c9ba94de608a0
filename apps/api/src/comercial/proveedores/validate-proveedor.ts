// POST /v1/proveedores-provisorios/{id}/validar: completes a provisional proveedor's data (bank
// data required, the rest may be corrected) and makes it a regular one, at the version the client
// read, audited as `validar` in the same transaction.
import type { validateProveedorSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { conflict } from '../../http/api-error.ts'
import { getProveedor } from './get-proveedor.ts'
import { proveedorRecords } from './proveedor-records.ts'
import { PROVISORIO_NO_EXISTE } from './proveedor-rows.ts'

export const validateProveedor = proveedorRecords.updates({
  // Always a change: a provisional proveedor becomes a regular one.
  patch: (input: z.output<typeof validateProveedorSchema>) => ({ ...input, provisorio: false }),
  refuse(found) {
    // Validated already, by someone else or by a second click: nothing left to validate.
    if (found && !found.provisorio) throw conflict('El proveedor ya fue validado.')
  },
  notFound: PROVISORIO_NO_EXISTE,
  action: 'validar',
  answer: (tx, row) => getProveedor(tx, row.id),
})
