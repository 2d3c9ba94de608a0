// The proveedor form's values against the schema each kind validates with: what the form holds
// for an empty account (null, not '') is accepted for a provisional proveedor and refused, with
// the API's Spanish messages, when validating one or saving a regular one.
import type { ProveedorRow } from '@cordillera/contracts'
import { describe, expect, it } from 'vitest'
import { proveedorFormValues, proveedorSchemas } from './proveedor-form.tsx'

const provisorio: ProveedorRow = {
  id: '7c1f0a39-6c3e-4c43-9a55-0f6f3c1b2d4e',
  rut: '76543210-3',
  razonSocial: 'Grúas del Maule SpA',
  contacto: null,
  email: null,
  telefono: null,
  banco: null,
  tipoCuenta: null,
  numeroCuenta: null,
  activo: true,
  provisorio: true,
  version: 1,
  creadoEn: '2026-03-02T12:00:00Z',
  actualizadoEn: '2026-03-02T12:00:00Z',
}

function messages(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  )
}

describe('ProveedorForm schemas', () => {
  it('registers a provisional proveedor with only its RUT and razón social', () => {
    const values = { ...proveedorFormValues(), rut: '76.543.210-3', razonSocial: 'Grúas SpA' }
    const result = proveedorSchemas.provisorio.safeParse(values)
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject({
      rut: '76543210-3',
      banco: null,
      tipoCuenta: null,
      numeroCuenta: null,
    })
  })

  it('does not validate a provisional proveedor without its bank data', () => {
    const result = proveedorSchemas.validate.safeParse(proveedorFormValues(provisorio))
    expect(result.success).toBe(false)
    expect(messages(result)).toEqual({
      banco: 'Ingrese el banco.',
      tipoCuenta: 'Elija el tipo de cuenta: corriente, vista o ahorro.',
      numeroCuenta: 'Ingrese el número de cuenta.',
    })
  })

  it('validates it once the bank data is complete', () => {
    const values = {
      ...proveedorFormValues(provisorio),
      banco: 'BancoEstado',
      tipoCuenta: 'vista' as const,
      numeroCuenta: '12345678',
    }
    expect(proveedorSchemas.validate.safeParse(values).success).toBe(true)
  })

  it('keeps the bank data of a regular proveedor required', () => {
    const values = {
      ...proveedorFormValues(provisorio),
      banco: 'BancoEstado',
      tipoCuenta: 'vista' as const,
    }
    expect(messages(proveedorSchemas.regular.safeParse(values))).toEqual({
      numeroCuenta: 'Ingrese el número de cuenta.',
    })
  })
})
