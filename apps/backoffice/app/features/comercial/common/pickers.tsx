// Form fields that choose a related row by searching the API as the user types (a grupo cliente,
// a razón social, a constructora): the kit's Combobox with the list route's search, 20 options at
// a time, the RUT as each option's second line. On an edit form `selectedLabel` names the current
// value until the user searches.
import { formatRut } from '@cordillera/contracts'
import { comercialApi } from '@cordillera/data-client/comercial'
import { useApi } from '@cordillera/portal/screens'
import { Combobox, type LoadOptions } from '@cordillera/ui/components/combobox'
import { FormField } from '@cordillera/ui/components/forms/field'
import type { ReactNode } from 'react'

const OPTIONS_MAX = 20

type PickerProps = {
  name: string
  label: ReactNode
  selectedLabel?: string | undefined
  optional?: boolean
  hint?: ReactNode
}

function PickerField({
  name,
  label,
  selectedLabel,
  optional,
  hint,
  loadOptions,
  placeholder,
}: PickerProps & { loadOptions: LoadOptions; placeholder: string }) {
  return (
    <FormField name={name} label={label} optional={optional} hint={hint}>
      {({ value, onChange, disabled, ...field }) => (
        <Combobox
          {...field}
          value={(value as string | null | undefined) || null}
          onValueChange={(next) => onChange(next ?? (optional ? null : ''))}
          loadOptions={loadOptions}
          selectedLabel={selectedLabel}
          placeholder={placeholder}
          clearable={optional}
          disabled={disabled}
        />
      )}
    </FormField>
  )
}

export function GrupoClientePicker(props: PickerProps) {
  const api = useApi()
  const loadOptions: LoadOptions = async (q, signal) => {
    const page = await comercialApi(api).gruposCliente.list({ q, pageSize: OPTIONS_MAX }, signal)
    return page.items.map((grupo) => ({ value: grupo.id, label: grupo.nombre }))
  }
  return <PickerField {...props} loadOptions={loadOptions} placeholder="Buscar grupo…" />
}

export function RazonSocialPicker(props: PickerProps) {
  const api = useApi()
  const loadOptions: LoadOptions = async (q, signal) => {
    const page = await comercialApi(api).razonesSociales.list(
      { q, pageSize: OPTIONS_MAX, activo: 'true' },
      signal,
    )
    return page.items.map((razon) => ({
      value: razon.id,
      label: razon.razonSocial,
      description: formatRut(razon.rut),
    }))
  }
  return <PickerField {...props} loadOptions={loadOptions} placeholder="Buscar por nombre o RUT…" />
}

export function ConstructoraPicker(props: PickerProps) {
  const api = useApi()
  const loadOptions: LoadOptions = async (q, signal) => {
    const page = await comercialApi(api).constructoras.list(
      { q, pageSize: OPTIONS_MAX, activo: 'true' },
      signal,
    )
    return page.items.map((constructora) => ({
      value: constructora.id,
      label: constructora.nombre,
      description: formatRut(constructora.rut),
    }))
  }
  return <PickerField {...props} loadOptions={loadOptions} placeholder="Buscar por nombre o RUT…" />
}

/** An obra of one razón social (a quotation's): nothing to choose until the razón social is. */
export function ObraPicker({
  razonSocialId,
  ...props
}: PickerProps & { razonSocialId: string | null | undefined }) {
  const api = useApi()
  const loadOptions: LoadOptions = async (q, signal) => {
    if (!razonSocialId) return []
    const page = await comercialApi(api).obras.list(
      { q, pageSize: OPTIONS_MAX, razonSocialId, activa: 'true' },
      signal,
    )
    return page.items.map((obra) => ({
      value: obra.id,
      label: obra.nombre,
      description: obra.codigo,
    }))
  }
  return (
    <PickerField
      // Another razón social is another list of obras: the options start over.
      key={razonSocialId ?? ''}
      {...props}
      loadOptions={loadOptions}
      placeholder={razonSocialId ? 'Buscar por código o nombre…' : 'Elija antes la razón social'}
    />
  )
}
