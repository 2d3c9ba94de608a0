// The razón social form of agregar and editar: the fields a factura electrónica needs of its
// receptor (RUT, razón social, giro, dirección, comuna), the optional ones, and the grupo cliente.
// Validated with the API's own schema (createRazonSocialSchema).
import { type CreateRazonSocialInput, createRazonSocialSchema } from '@cordillera/contracts'
import { ComunaFields, EntityForm, type PageFormProps } from '@cordillera/portal/screens'
import { CheckboxField } from '@cordillera/ui/components/forms/checkbox-field'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { RutField } from '@cordillera/ui/components/forms/rut-field'
import type { z } from 'zod'
import { GrupoClientePicker } from '../common/pickers.tsx'

export type RazonSocialValues = z.output<typeof createRazonSocialSchema>
/** What the form starts with: an empty comuna is '' until one is chosen. */
export type RazonSocialDefaults = Omit<CreateRazonSocialInput, 'comuna'> & { comuna: string }

/** A new razón social: active, in no group. */
const nuevaRazonSocial: RazonSocialDefaults = {
  rut: '',
  razonSocial: '',
  nombreFantasia: '',
  giro: '',
  direccion: '',
  comuna: '',
  telefono: '',
  email: '',
  grupoClienteId: null,
  activo: true,
}

export function RazonSocialForm({
  defaultValues = nuevaRazonSocial,
  grupoClienteNombre,
  ...form
}: PageFormProps<RazonSocialValues, RazonSocialDefaults> & {
  grupoClienteNombre?: string | undefined
}) {
  return (
    <EntityForm
      schema={createRazonSocialSchema}
      defaultValues={defaultValues as CreateRazonSocialInput}
      className="grid max-w-3xl gap-4 sm:grid-cols-2"
      actionsClassName="sm:col-span-2"
      {...form}
    >
      {({ control }) => (
        <>
          <RutField control={control} name="rut" label="RUT" />
          <InputField control={control} name="razonSocial" label="Razón social" />
          <InputField control={control} name="nombreFantasia" label="Nombre de fantasía" optional />
          <InputField control={control} name="giro" label="Giro" />
          <InputField
            control={control}
            name="direccion"
            label="Dirección"
            className="sm:col-span-2"
          />
          <ComunaFields />
          <InputField control={control} name="telefono" label="Teléfono" optional type="tel" />
          <InputField control={control} name="email" label="Correo" optional type="email" />
          <GrupoClientePicker
            name="grupoClienteId"
            label="Grupo cliente"
            optional
            selectedLabel={grupoClienteNombre}
          />
          <CheckboxField control={control} name="activo" label="Activa" className="self-end" />
        </>
      )}
    </EntityForm>
  )
}
