// A list's filter by a related row searched in the API as typed (an obra, a razón social, an
// arrendador), labelled and clearable, above the table or in a form: `name` names a chosen row
// that a link or a reload brings only by its id. `filtrar` changes one or several of the table's
// filters at once (the URL's `f.<name>`), back to the first page.
import type { EntityNameQuery } from '@cordillera/data-client'
import { Combobox, type LoadOptions } from '@cordillera/ui/components/combobox'
import type { DataTableState } from '@cordillera/ui/components/data-table/data-table'
import { Field } from '@cordillera/ui/components/forms/field'
import { useQuery } from '@tanstack/react-query'

export type TablaFiltrable = {
  state: DataTableState
  onStateChange: (next: DataTableState) => void
}

/** The table with `next`'s filters set (an empty or null one cleared), from its first page. */
export function filtrar(
  table: TablaFiltrable,
  next: Readonly<Record<string, string | null | undefined>>,
) {
  const merged: Record<string, string> = { ...table.state.filters }
  for (const [name, value] of Object.entries(next)) {
    if (value === null || value === undefined || value === '') delete merged[name]
    else merged[name] = value
  }
  table.onStateChange({ ...table.state, filters: merged, page: 1 })
}

export function FiltroBuscado({
  label,
  value,
  name,
  placeholder,
  loadOptions,
  onChange,
  className,
}: {
  label: string
  value: string | undefined
  /** The chosen row's name, from its record. */
  name: (id: string) => EntityNameQuery
  placeholder: string
  loadOptions: LoadOptions
  onChange: (value: string | null) => void
  className?: string
}) {
  const nombre = useQuery({ ...name(value ?? ''), enabled: Boolean(value) })
  return (
    <Field label={label}>
      {(control) => (
        <Combobox
          {...control}
          className={className}
          value={value ?? null}
          selectedLabel={value ? (nombre.data ?? undefined) : undefined}
          loadOptions={loadOptions}
          placeholder={placeholder}
          clearable
          onValueChange={(next) => onChange(next)}
        />
      )}
    </Field>
  )
}
