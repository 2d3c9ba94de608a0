// The flota form of agregar and editar: its name and what it groups, validated with the API's own
// schema (createFlotaSchema).
import { type CreateFlotaInput, createFlotaSchema } from '@cordillera/contracts'
import { EntityForm, type PageFormProps } from '@cordillera/portal/screens'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import type { z } from 'zod'

export type FlotaValues = z.output<typeof createFlotaSchema>

export function FlotaForm({
  defaultValues = { nombre: '', descripcion: '' },
  ...form
}: PageFormProps<FlotaValues, CreateFlotaInput>) {
  return (
    <EntityForm schema={createFlotaSchema} defaultValues={defaultValues} {...form}>
      {({ control }) => (
        <>
          <InputField control={control} name="nombre" label="Nombre de la flota" />
          <TextareaField
            control={control}
            name="descripcion"
            label="Descripción"
            optional
            hint="Por ejemplo, qué faenas o qué contrato atiende."
            rows={3}
          />
        </>
      )}
    </EntityForm>
  )
}
