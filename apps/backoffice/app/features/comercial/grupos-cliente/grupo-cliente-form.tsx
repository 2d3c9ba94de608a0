// The grupo cliente form of agregar and editar: the group's name and what it gathers, validated
// with the API's own schema (createGrupoClienteSchema).
import { type CreateGrupoClienteInput, createGrupoClienteSchema } from '@cordillera/contracts'
import { FormActions, submitting } from '@cordillera/portal/screens'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import type { z } from 'zod'

export type GrupoClienteValues = z.output<typeof createGrupoClienteSchema>

export function GrupoClienteForm({
  defaultValues,
  submitLabel,
  cancelTo,
  onSubmit,
  onConflict,
}: {
  defaultValues: CreateGrupoClienteInput
  submitLabel: string
  cancelTo: string
  onSubmit: (values: GrupoClienteValues) => Promise<unknown>
  /** Someone else saved first (409): e.g. reload the row so the form starts over from it. */
  onConflict?: () => void
}) {
  const form = useZodForm(createGrupoClienteSchema, { defaultValues })
  const pending = form.formState.isSubmitting
  return (
    <Form
      form={form}
      onSubmit={submitting(form, onSubmit, onConflict)}
      className="grid max-w-2xl gap-4"
    >
      <InputField control={form.control} name="nombre" label="Nombre del grupo" />
      <TextareaField
        control={form.control}
        name="descripcion"
        label="Descripción"
        optional
        hint="Por ejemplo, qué empresas reúne o quién lo administra."
        rows={4}
      />
      <FormActions pending={pending} submitLabel={submitLabel} cancel={{ to: cancelTo }} />
    </Form>
  )
}
