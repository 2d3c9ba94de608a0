// The grupo cliente form of agregar and editar: the group's name and what it gathers, validated
// with the API's own schema (createGrupoClienteSchema).
import { type CreateGrupoClienteInput, createGrupoClienteSchema } from '@cordillera/contracts'
import { EntityForm, type PageFormProps } from '@cordillera/portal/screens'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import type { z } from 'zod'

export type GrupoClienteValues = z.output<typeof createGrupoClienteSchema>

export function GrupoClienteForm({
  defaultValues = { nombre: '', descripcion: '' },
  ...form
}: PageFormProps<GrupoClienteValues, CreateGrupoClienteInput>) {
  return (
    <EntityForm schema={createGrupoClienteSchema} defaultValues={defaultValues} {...form}>
      {({ control }) => (
        <>
          <InputField control={control} name="nombre" label="Nombre del grupo" />
          <TextareaField
            control={control}
            name="descripcion"
            label="Descripción"
            optional
            hint="Por ejemplo, qué empresas reúne o quién lo administra."
            rows={4}
          />
        </>
      )}
    </EntityForm>
  )
}
