// The proveedor form of every proveedor screen: its data and the bank data it is paid to. `kind`
// picks the API's own schema: a regular proveedor (bank data required), a provisional one (RUT and
// razón social are enough) or a validation (bank data required, the rest may be corrected).
import {
  activoSchema,
  createProveedorProvisorioSchema,
  createProveedorSchema,
  type ProveedorRow,
  type TipoCuenta,
  tiposCuenta,
  validateProveedorSchema,
} from '@cordillera/contracts'
import { ChoiceField, FormActions, submitting } from '@cordillera/portal/screens'
import { CheckboxField } from '@cordillera/ui/components/forms/checkbox-field'
import { FormField } from '@cordillera/ui/components/forms/field'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { RutField } from '@cordillera/ui/components/forms/rut-field'
import { Input } from '@cordillera/ui/components/input'
import type { ReactNode } from 'react'
import type { z } from 'zod'

export const proveedorSchemas = {
  /** A regular proveedor, new or edited: it is paid by transfer, so its bank data is required. */
  regular: createProveedorSchema,
  /** A provisional one, registered or edited: RUT and razón social are enough for now. */
  provisorio: createProveedorProvisorioSchema.extend({ activo: activoSchema.optional() }),
  /** Validating a provisional one: its data, as corrected, with the bank data required. */
  validate: validateProveedorSchema.omit({ version: true }),
}
export type ProveedorKind = keyof typeof proveedorSchemas
export type ProveedorValues<K extends ProveedorKind> = z.output<(typeof proveedorSchemas)[K]>

/** What the form holds: '' for an empty text, null for no account type or number yet. */
export type ProveedorFormValues = {
  rut: string
  razonSocial: string
  contacto: string
  email: string
  telefono: string
  banco: string
  tipoCuenta: TipoCuenta | null
  numeroCuenta: string | null
  activo?: boolean
}

const tipoCuentaLabels: Record<TipoCuenta, string> = {
  corriente: 'Cuenta corriente',
  vista: 'Cuenta vista',
  ahorro: 'Cuenta de ahorro',
}

/** The form's starting values: a proveedor's as read, or empty ones (active) for a new one. */
export function proveedorFormValues(proveedor?: ProveedorRow): ProveedorFormValues {
  return {
    rut: proveedor?.rut ?? '',
    razonSocial: proveedor?.razonSocial ?? '',
    contacto: proveedor?.contacto ?? '',
    email: proveedor?.email ?? '',
    telefono: proveedor?.telefono ?? '',
    banco: proveedor?.banco ?? '',
    tipoCuenta: proveedor?.tipoCuenta ?? null,
    numeroCuenta: proveedor?.numeroCuenta ?? null,
    activo: proveedor?.activo ?? true,
  }
}

const bancoHint: Record<ProveedorKind, string> = {
  regular: 'La cuenta donde se le paga: obligatoria para un proveedor validado.',
  provisorio: 'Opcional por ahora: se completa al validar el proveedor.',
  validate: 'La cuenta donde se le pagará: obligatoria para validarlo.',
}

export function ProveedorForm<K extends ProveedorKind>({
  kind,
  defaultValues,
  withActivo = false,
  submitLabel,
  cancel,
  onSubmit,
  onConflict,
  className = 'max-w-3xl',
}: {
  kind: K
  defaultValues: ProveedorFormValues
  /** Shows the "Activo" checkbox (agregar and editar; registering and validating leave it). */
  withActivo?: boolean
  submitLabel: string
  /** A page leaves for `to`; a dialog closes with `onClick`. */
  cancel: { to: string } | { onClick: () => void }
  onSubmit: (values: ProveedorValues<K>) => Promise<unknown>
  /** The API answered 409: someone else saved (or validated) it first. */
  onConflict?: () => void
  className?: string
}) {
  const schema = proveedorSchemas[kind] as unknown as z.ZodType<
    ProveedorValues<K>,
    ProveedorFormValues
  >
  const { activo, ...sinActivo } = defaultValues
  const form = useZodForm(schema, {
    defaultValues: withActivo ? { ...sinActivo, activo: activo ?? true } : sinActivo,
  })
  const pending = form.formState.isSubmitting
  const bancoOpcional = kind === 'provisorio'
  return (
    <Form
      form={form}
      onSubmit={submitting(form, onSubmit, onConflict)}
      className={`grid gap-6 ${className}`}
    >
      <Section title="Datos del proveedor">
        <RutField control={form.control} name="rut" label="RUT" />
        <InputField control={form.control} name="razonSocial" label="Razón social" />
        <InputField control={form.control} name="contacto" label="Contacto" optional />
        <InputField control={form.control} name="email" label="Correo" optional type="email" />
        <InputField control={form.control} name="telefono" label="Teléfono" optional type="tel" />
        {withActivo ? (
          <CheckboxField control={form.control} name="activo" label="Activo" className="self-end" />
        ) : null}
      </Section>
      <Section title="Datos bancarios" hint={bancoHint[kind]}>
        <InputField
          control={form.control}
          name="banco"
          label="Banco"
          optional={bancoOpcional}
          placeholder="Banco de Chile, BancoEstado…"
        />
        <TipoCuentaField optional={bancoOpcional} />
        <FormField
          control={form.control}
          name="numeroCuenta"
          label="Número de cuenta"
          optional={bancoOpcional}
          hint="Solo dígitos y guiones."
        >
          {({ value, onChange, ...field }) => (
            <Input
              {...field}
              autoComplete="off"
              value={value ?? ''}
              // An empty number is "none yet" (null), which the schemas tell from a wrong one.
              onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
            />
          )}
        </FormField>
      </Section>
      <FormActions pending={pending} submitLabel={submitLabel} cancel={cancel} />
    </Form>
  )
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-1 font-medium sm:col-span-2">
        {title}
        {hint ? (
          <span className="block text-sm font-normal text-muted-foreground">{hint}</span>
        ) : null}
      </legend>
      {children}
    </fieldset>
  )
}

/** The account type; an optional one can go back to "Sin indicar" (null). */
function TipoCuentaField({ optional }: { optional: boolean }) {
  return (
    <ChoiceField
      name="tipoCuenta"
      label="Tipo de cuenta"
      optional={optional}
      none={optional ? { label: 'Sin indicar' } : undefined}
      options={tiposCuenta.map((tipo) => ({ value: tipo, label: tipoCuentaLabels[tipo] }))}
      placeholder="Elija el tipo de cuenta"
    />
  )
}
