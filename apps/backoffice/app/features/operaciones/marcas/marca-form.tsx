// The marca form of agregar and editar: its name, validated with the API's own schema
// (createMarcaSchema).
import { type CreateMarcaInput, createMarcaSchema } from '@cordillera/contracts'
import { FormActions, submitting } from '@cordillera/portal/screens'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import type { z } from 'zod'

export type MarcaValues = z.output<typeof createMarcaSchema>

export function MarcaForm({
  defaultValues,
  submitLabel,
  cancelTo,
  onSubmit,
  onConflict,
}: {
  defaultValues: CreateMarcaInput
  submitLabel: string
  cancelTo: string
  onSubmit: (values: MarcaValues) => Promise<unknown>
  /** Someone else saved first (409): e.g. reload the row so the form starts over from it. */
  onConflict?: () => void
}) {
  const form = useZodForm(createMarcaSchema, { defaultValues })
  return (
    <Form
      form={form}
      onSubmit={submitting(form, onSubmit, onConflict)}
      className="grid max-w-2xl gap-4"
    >
      <InputField
        control={form.control}
        name="nombre"
        label="Nombre de la marca"
        hint="Como la escribe el fabricante, por ejemplo Caterpillar o John Deere."
      />
      <FormActions
        pending={form.formState.isSubmitting}
        submitLabel={submitLabel}
        cancel={{ to: cancelTo }}
      />
    </Form>
  )
}
