// The reports lists' filters that are not a closed list: the equipo, the obra and the operador are
// chosen among those already seen (the operator's assignments, the rows of the pages shown), and
// the days desde–hasta with the kit's range picker, kept in the URL as `f.desde` / `f.hasta` like
// any filter, so the API checks the period with its own rule.
import { PeriodoPicker } from '@cordillera/portal/screens'
import type { DataTableState } from '@cordillera/ui/components/data-table/data-table'
import { useRef } from 'react'

export type Opcion = { value: string; label: string }

/**
 * The choices seen so far for one filter, by name: `known` (e.g. the operator's assignments) and
 * every row's value, kept while the screen is open, so paging or filtering does not lose them.
 */
export function useOpcionesVistas<Row>(
  rows: readonly Row[],
  pick: (row: Row) => Opcion,
  known: readonly Opcion[] = [],
): Opcion[] {
  const seen = useRef(new Map<string, string>()).current
  for (const opcion of known) seen.set(opcion.value, opcion.label)
  for (const row of rows) {
    const opcion = pick(row)
    seen.set(opcion.value, opcion.label)
  }
  return [...seen]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es'))
}

/**
 * The days of the list (`f.desde`, `f.hasta`): a complete period in order is applied, a cleared one
 * removes both; one out of order or too long says why under the field and changes nothing.
 */
export function PeriodoFiltro({
  state,
  onStateChange,
}: {
  state: DataTableState
  onStateChange: (next: DataTableState) => void
}) {
  const { desde: _desde, hasta: _hasta, ...rest } = state.filters
  return (
    <PeriodoPicker
      clearable
      label="Días"
      value={{ desde: state.filters.desde ?? null, hasta: state.filters.hasta ?? null }}
      onChange={(periodo) =>
        onStateChange({ ...state, page: 1, filters: { ...rest, ...(periodo ?? {}) } })
      }
    />
  )
}
