// A related row searched in the API as typed (an obra, a razón social, an arrendador), labelled,
// clearable, for the EDP lists' filters and the external EDP's draft: `name` names a chosen row that
// a link or a reload brings only by its id. And the table's filters changed by one or several of
// them at once, back to the first page; and the period those lists are narrowed to.
import type { Connection, EntityNameQuery } from '@cordillera/data-client'
import { comercialApi } from '@cordillera/data-client/comercial'
import { PeriodoPicker } from '@cordillera/portal/screens'
import { Combobox, type LoadOptions } from '@cordillera/ui/components/combobox'
import type { DataTableState } from '@cordillera/ui/components/data-table/data-table'
import { Label } from '@cordillera/ui/components/label'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'

const OPTIONS_MAX = 20

/** The obras to choose from: "<código> <nombre>". */
export const obraOptions =
  (api: Connection): LoadOptions =>
  async (q, signal) =>
    (await comercialApi(api).obras.list({ q, pageSize: OPTIONS_MAX }, signal)).items.map(
      (obra) => ({ value: obra.id, label: `${obra.codigo} ${obra.nombre}` }),
    )

type Tabla = { state: DataTableState; onStateChange: (next: DataTableState) => void }

/** The table with `next`'s filters set (an empty or null one cleared), from its first page. */
export function filtrar(table: Tabla, next: Readonly<Record<string, string | null | undefined>>) {
  const merged: Record<string, string> = { ...table.state.filters }
  for (const [name, value] of Object.entries(next)) {
    if (value === null || value === undefined || value === '') delete merged[name]
    else merged[name] = value
  }
  table.onStateChange({ ...table.state, filters: merged, page: 1 })
}

/** The list's period (`f.desde`, `f.hasta`): a chosen one sets both, a cleared one neither. */
export function PeriodoFiltro({ table }: { table: Tabla }) {
  const { filters } = table.state
  return (
    <PeriodoPicker
      clearable
      label="Período"
      value={{ desde: filters.desde ?? null, hasta: filters.hasta ?? null }}
      onChange={(periodo) =>
        filtrar(table, { desde: periodo?.desde ?? null, hasta: periodo?.hasta ?? null })
      }
    />
  )
}

export function FiltroBuscado({
  label,
  value,
  name,
  placeholder,
  loadOptions,
  onChange,
}: {
  label: string
  value: string | undefined
  /** The chosen row's name, from its record. */
  name: (id: string) => EntityNameQuery
  placeholder: string
  loadOptions: LoadOptions
  onChange: (value: string | null) => void
}) {
  const id = useId()
  const nombre = useQuery({ ...name(value ?? ''), enabled: value !== undefined })
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Combobox
        id={id}
        className="w-64"
        value={value ?? null}
        selectedLabel={value ? nombre.data : undefined}
        loadOptions={loadOptions}
        placeholder={placeholder}
        clearable
        onValueChange={(next) => onChange(next)}
      />
    </div>
  )
}
