// The marca form of agregar and editar: its name, validated with the API's own schema
// (createMarcaSchema).
import { type CreateMarcaInput, createMarcaSchema } from '@cordillera/contracts'
import { EntityForm, type PageFormProps } from '@cordillera/portal/screens'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import type { z } from 'zod'

export type MarcaValues = z.output<typeof createMarcaSchema>

export function MarcaForm({
  defaultValues = { nombre: '' },
  ...form
}: PageFormProps<MarcaValues, CreateMarcaInput>) {
  return (
    <EntityForm schema={createMarcaSchema} defaultValues={defaultValues} {...form}>
      {({ control }) => (
        <InputField
          control={control}
          name="nombre"
          label="Nombre de la marca"
          hint="Como la escribe el fabricante, por ejemplo Caterpillar o John Deere."
        />
      )}
    </EntityForm>
  )
}
