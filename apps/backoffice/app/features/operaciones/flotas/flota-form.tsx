// The flota form of agregar and editar: its name and what it groups, validated with the API's own
// schema (createFlotaSchema).
import { type CreateFlotaInput, createFlotaSchema } from '@cordillera/contracts'
import { FormActions, submitting } from '@cordillera/portal/screens'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import type { z } from 'zod'

export type FlotaValues = z.output<typeof createFlotaSchema>

export function FlotaForm({
  defaultValues,
  submitLabel,
  cancelTo,
  onSubmit,
  onConflict,
}: {
  defaultValues: CreateFlotaInput
  submitLabel: string
  cancelTo: string
  onSubmit: (values: FlotaValues) => Promise<unknown>
  /** Someone else saved first (409): e.g. reload the row so the form starts over from it. */
  onConflict?: () => void
}) {
  const form = useZodForm(createFlotaSchema, { defaultValues })
  return (
    <Form
      form={form}
      onSubmit={submitting(form, onSubmit, onConflict)}
      className="grid max-w-2xl gap-4"
    >
      <InputField control={form.control} name="nombre" label="Nombre de la flota" />
      <TextareaField
        control={form.control}
        name="descripcion"
        label="Descripción"
        optional
        hint="Por ejemplo, qué faenas o qué contrato atiende."
        rows={3}
      />
      <FormActions
        pending={form.formState.isSubmitting}
        submitLabel={submitLabel}
        cancel={{ to: cancelTo }}
      />
    </Form>
  )
}
