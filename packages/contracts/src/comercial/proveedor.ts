// Proveedor: a lessor whose equipment the company rents in (docs/domain.md, commercial master
// data). A provisional one (`provisorio`) is registered with what is known on the spot (RUT and
// name) so work can go on; commercial staff validate it later by completing the bank data it will
// be paid to.
import { z } from 'zod'
import { readSchemas } from '../common/entity-schemas.ts'
import {
  activoSchema,
  emailOpcional,
  rutObligatorio,
  telefonoOpcional,
  textoObligatorio,
  textoOpcional,
  versionSchema,
} from '../common/fields.ts'
import { booleanFilterSchema, listQuerySchema } from '../common/list-query.ts'
import { withTrackingSorts } from '../common/tracking.ts'

export const tiposCuenta = ['corriente', 'vista', 'ahorro'] as const
export type TipoCuenta = (typeof tiposCuenta)[number]
export const tipoCuentaSchema = z.enum(tiposCuenta, {
  error: 'Elija el tipo de cuenta: corriente, vista o ahorro.',
})

const numeroCuentaSchema = z
  .string({ error: 'Ingrese el número de cuenta.' })
  .trim()
  .regex(/^\d[\d-]{3,24}$/, 'El número de cuenta admite solo dígitos y guiones.')

const bancoObligatorio = {
  banco: textoObligatorio('el banco', 80),
  tipoCuenta: tipoCuentaSchema,
  numeroCuenta: numeroCuentaSchema,
}

const bancoOpcional = {
  banco: textoOpcional(80),
  tipoCuenta: tipoCuentaSchema.nullish(),
  numeroCuenta: numeroCuentaSchema.nullish(),
}

const datosBasicos = {
  rut: rutObligatorio,
  razonSocial: textoObligatorio('la razón social', 200),
  contacto: textoOpcional(120),
  email: emailOpcional,
  telefono: telefonoOpcional,
}

/** A regular proveedor: the bank data it is paid to is required. */
export const createProveedorSchema = z
  .object({ ...datosBasicos, ...bancoObligatorio, activo: activoSchema.optional() })
  .meta({ id: 'CrearProveedor' })

/** A provisional proveedor: RUT and name are enough; bank data may come now or at validation. */
export const createProveedorProvisorioSchema = z
  .object({ ...datosBasicos, ...bancoOpcional })
  .meta({ id: 'CrearProveedorProvisorio' })

/** A regular proveedor cannot lose its bank data; a provisional one may not have it yet. */
export const updateProveedorSchema = z
  .object({ ...datosBasicos, ...bancoOpcional, activo: activoSchema.optional() })
  .partial()
  .extend({ version: versionSchema })
  .meta({ id: 'EditarProveedor' })

/** Validation completes what is missing (bank data) and may correct the rest. */
export const validateProveedorSchema = z
  .object(datosBasicos)
  .partial()
  .extend({ ...bancoObligatorio, version: versionSchema })
  .meta({ id: 'ValidarProveedor' })
export type ValidateProveedorInput = z.input<typeof validateProveedorSchema>

export const proveedorSorts = withTrackingSorts('razonSocial', 'rut')
export const listProveedoresQuerySchema = listQuerySchema(proveedorSorts, 'razonSocial', {
  activo: booleanFilterSchema,
})
export type ListProveedoresQuery = z.input<typeof listProveedoresQuerySchema>

export const proveedorRead = readSchemas('Proveedor', {
  id: z.uuid(),
  rut: z.string(),
  razonSocial: z.string(),
  contacto: z.string().nullable(),
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  banco: z.string().nullable(),
  tipoCuenta: tipoCuentaSchema.nullable(),
  numeroCuenta: z.string().nullable(),
  activo: z.boolean(),
  provisorio: z.boolean(),
})
export const { proveedorRowSchema, proveedorDetailSchema, proveedorPageSchema } = proveedorRead
export type ProveedorRow = z.infer<typeof proveedorRowSchema>
export type ProveedorDetail = z.infer<typeof proveedorDetailSchema>
