// The razón social form of agregar and editar: the fields a factura electrónica needs of its
// receptor (RUT, razón social, giro, dirección, comuna), the optional ones, and the grupo cliente.
// Validated with the API's own schema (createRazonSocialSchema).
import { type CreateRazonSocialInput, createRazonSocialSchema } from '@cordillera/contracts'
import { ComunaFields, FormActions, submitting } from '@cordillera/portal/screens'
import { CheckboxField } from '@cordillera/ui/components/forms/checkbox-field'
import { FormField } from '@cordillera/ui/components/forms/field'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { RutInput } from '@cordillera/ui/components/forms/rut-input'
import type { z } from 'zod'
import { GrupoClientePicker } from '../common/pickers.tsx'

export type RazonSocialValues = z.output<typeof createRazonSocialSchema>
/** What the form starts with: an empty comuna is '' until one is chosen. */
export type RazonSocialDefaults = Omit<CreateRazonSocialInput, 'comuna'> & { comuna: string }

export function RazonSocialForm({
  defaultValues,
  grupoClienteNombre,
  submitLabel,
  cancelTo,
  onSubmit,
}: {
  defaultValues: RazonSocialDefaults
  grupoClienteNombre?: string | undefined
  submitLabel: string
  cancelTo: string
  onSubmit: (values: RazonSocialValues) => Promise<unknown>
}) {
  const form = useZodForm(createRazonSocialSchema, {
    defaultValues: defaultValues as CreateRazonSocialInput,
  })
  const pending = form.formState.isSubmitting
  return (
    <Form
      form={form}
      onSubmit={submitting(form, onSubmit)}
      className="grid max-w-3xl gap-4 sm:grid-cols-2"
    >
      <FormField control={form.control} name="rut" label="RUT">
        {(field) => <RutInput {...field} value={String(field.value ?? '')} />}
      </FormField>
      <InputField control={form.control} name="razonSocial" label="Razón social" />
      <InputField
        control={form.control}
        name="nombreFantasia"
        label="Nombre de fantasía"
        optional
      />
      <InputField control={form.control} name="giro" label="Giro" />
      <InputField
        control={form.control}
        name="direccion"
        label="Dirección"
        className="sm:col-span-2"
      />
      <ComunaFields />
      <InputField control={form.control} name="telefono" label="Teléfono" optional type="tel" />
      <InputField control={form.control} name="email" label="Correo" optional type="email" />
      <GrupoClientePicker
        name="grupoClienteId"
        label="Grupo cliente"
        optional
        selectedLabel={grupoClienteNombre}
      />
      <CheckboxField control={form.control} name="activo" label="Activa" className="self-end" />
      <FormActions
        pending={pending}
        submitLabel={submitLabel}
        cancel={{ to: cancelTo }}
        className="sm:col-span-2"
      />
    </Form>
  )
}
