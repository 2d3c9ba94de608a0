// A validated proveedor is paid by transfer: it must keep its bank, account type and number. The
// database enforces it too (proveedores_validado_con_banco); this says it in Spanish, per field.
import { invalidFields } from '../../records/write-errors.ts'

type BankData = {
  banco: string | null
  tipoCuenta: string | null
  numeroCuenta: string | null
}

export function requireBankData(row: BankData): void {
  const fields: Record<string, string> = {}
  if (!row.banco) fields.banco = 'Ingrese el banco.'
  if (!row.tipoCuenta) fields.tipoCuenta = 'Elija el tipo de cuenta: corriente, vista o ahorro.'
  if (!row.numeroCuenta) fields.numeroCuenta = 'Ingrese el número de cuenta.'
  if (Object.keys(fields).length > 0) throw invalidFields(fields)
}
