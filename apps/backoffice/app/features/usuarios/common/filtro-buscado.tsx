// A list's filter by a related row searched in the API (an obra, an arrendador), above the table:
// the chosen row's id goes to the table's filters (the URL's `f.<name>`, back to page 1), its name
// read from the row when a link or a reload brings only the id; ✕ clears it.
import type { EntityNameQuery } from '@cordillera/data-client'
import { Combobox, type LoadOptions } from '@cordillera/ui/components/combobox'
import type { DataTableState } from '@cordillera/ui/components/data-table/data-table'
import { Field } from '@cordillera/ui/components/forms/field'
import { useQuery } from '@tanstack/react-query'

export type TablaFiltrable = {
  state: DataTableState
  onStateChange: (next: DataTableState) => void
}

/** The table with `filter` set to `value` (cleared when undefined), from its first page. */
export function filtrar(table: TablaFiltrable, filter: string, value: string | undefined) {
  const { [filter]: _cleared, ...rest } = table.state.filters
  table.onStateChange({
    ...table.state,
    filters: value ? { ...rest, [filter]: value } : rest,
    page: 1,
  })
}

export function FiltroBuscado({
  table,
  filter,
  label,
  placeholder,
  loadOptions,
  name,
}: {
  table: TablaFiltrable
  filter: string
  label: string
  placeholder: string
  loadOptions: LoadOptions
  /** The chosen row's name, from its detail. */
  name: (id: string) => EntityNameQuery
}) {
  const id = table.state.filters[filter]
  const chosen = useQuery({ ...name(id ?? ''), enabled: Boolean(id) })
  return (
    <Field label={label}>
      {(control) => (
        <Combobox
          {...control}
          value={id ?? null}
          selectedLabel={chosen.data ?? undefined}
          onValueChange={(value) => filtrar(table, filter, value ?? undefined)}
          loadOptions={loadOptions}
          placeholder={placeholder}
          clearable
        />
      )}
    </Field>
  )
}
