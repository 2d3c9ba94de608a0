// The form of a named group of rows (a flota of assets, a grupo cliente of razones sociales): its
// name and a description of what it gathers, validated with the API's own schema. A group's form
// declares only its schema and its words:
//   export const FlotaForm = namedGroupForm({ schema: createFlotaSchema, label, hint, rows: 3 })
import type { FormSchema } from '@cordillera/ui/components/forms/form'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import type { DefaultValues } from 'react-hook-form'
import type { z } from 'zod'
import { EntityForm, type PageFormProps } from './form-screen.tsx'

export type NamedGroupFormProps<S extends FormSchema> = PageFormProps<z.output<S>, z.input<S>> & {
  /** The API's schema of the group's body (createFlotaSchema): `nombre` and `descripcion`. */
  schema: S
  /** The name field's label: "Nombre de la flota". */
  label: string
  /** What the description is for: "Por ejemplo, qué faenas o qué contrato atiende." */
  hint: string
  rows: number
}

export function NamedGroupForm<S extends FormSchema>({
  schema,
  label,
  hint,
  rows,
  defaultValues,
  ...form
}: NamedGroupFormProps<S>) {
  // A new group starts with no name and no description.
  const values = defaultValues ?? { nombre: '', descripcion: '' }
  return (
    <EntityForm schema={schema} defaultValues={values as DefaultValues<z.input<S>>} {...form}>
      {() => (
        <>
          <InputField name="nombre" label={label} />
          <TextareaField name="descripcion" label="Descripción" optional hint={hint} rows={rows} />
        </>
      )}
    </EntityForm>
  )
}

/** A group's form for its agregar and editar screens, from its schema and words alone. */
export function namedGroupForm<S extends FormSchema>(
  group: Pick<NamedGroupFormProps<S>, 'schema' | 'label' | 'hint' | 'rows'>,
) {
  return function GroupForm(form: PageFormProps<z.output<S>, z.input<S>>) {
    return <NamedGroupForm {...group} {...form} />
  }
}
