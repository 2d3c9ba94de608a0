// Form fields that choose a related row by searching the API as the user types (a grupo cliente,
// a razón social, a constructora): the kit's Combobox with the list route's search, 20 options at
// a time, the RUT as each option's second line. On an edit form `selectedLabel` names the current
// value until the user searches.
import { formatRut } from '@cordillera/contracts'
import { comercialApi } from '@cordillera/data-client/comercial'
import { ComboboxField, type PickerFieldProps, useApi } from '@cordillera/portal/screens'
import type { LoadOptions } from '@cordillera/ui/components/combobox'

const OPTIONS_MAX = 20

export function GrupoClientePicker(props: PickerFieldProps) {
  const api = useApi()
  const loadOptions: LoadOptions = async (q, signal) => {
    const page = await comercialApi(api).gruposCliente.list({ q, pageSize: OPTIONS_MAX }, signal)
    return page.items.map((grupo) => ({ value: grupo.id, label: grupo.nombre }))
  }
  return <ComboboxField {...props} loadOptions={loadOptions} placeholder="Buscar grupo…" />
}

type Rut = { id: string; rut: string }
type ListOf<Row> = (
  query: { q: string; pageSize: number; activo: 'true' },
  signal?: AbortSignal,
) => Promise<{ items: Row[] }>

/** The active rows of a list of people or companies known by their RUT: the name, the RUT below. */
const porNombreORut =
  <Row extends Rut>(list: ListOf<Row>, label: (row: Row) => string): LoadOptions =>
  async (q, signal) =>
    (await list({ q, pageSize: OPTIONS_MAX, activo: 'true' }, signal)).items.map((row) => ({
      value: row.id,
      label: label(row),
      description: formatRut(row.rut),
    }))

export function RazonSocialPicker(props: PickerFieldProps) {
  const { razonesSociales } = comercialApi(useApi())
  const loadOptions = porNombreORut(razonesSociales.list, (razon) => razon.razonSocial)
  return (
    <ComboboxField {...props} loadOptions={loadOptions} placeholder="Buscar por nombre o RUT…" />
  )
}

export function ConstructoraPicker(props: PickerFieldProps) {
  const { constructoras } = comercialApi(useApi())
  const loadOptions = porNombreORut(constructoras.list, (constructora) => constructora.nombre)
  return (
    <ComboboxField {...props} loadOptions={loadOptions} placeholder="Buscar por nombre o RUT…" />
  )
}

/** An obra of one razón social (a quotation's): nothing to choose until the razón social is. */
export function ObraPicker({
  razonSocialId,
  ...props
}: PickerFieldProps & { razonSocialId: string | null | undefined }) {
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
    <ComboboxField
      // Another razón social is another list of obras: the options start over.
      key={razonSocialId ?? ''}
      {...props}
      loadOptions={loadOptions}
      placeholder={razonSocialId ? 'Buscar por código o nombre…' : 'Elija antes la razón social'}
    />
  )
}
