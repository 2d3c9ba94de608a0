// The reports lists' filters that are not a closed list: the equipo, the obra and the operador are
// chosen among those already seen (the operator's assignments, the rows of the pages shown), and
// the days desde–hasta with the kit's range picker, kept in the URL as `f.desde` / `f.hasta` like
// any filter, so the API checks the period with its own rule.
import { problemaDelPeriodo } from '@cordillera/contracts'
import type {
  ColumnFilter,
  DataTableColumn,
  DataTableState,
} from '@cordillera/ui/components/data-table/data-table'
import { type DateRange, DateRangePicker } from '@cordillera/ui/components/forms/date-range-picker'
import { useId, useRef, useState } from 'react'

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

/** The columns, those named in `options` with a select filter of those choices. */
export function conFiltros<Row>(
  columns: readonly DataTableColumn<Row>[],
  options: Readonly<Record<string, readonly Opcion[]>>,
): DataTableColumn<Row>[] {
  return columns.map((column) => {
    const choices = options[column.id]
    if (!choices) return column
    const filter: ColumnFilter = { type: 'select', options: choices }
    return { ...column, filter }
  })
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

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
  const id = useId()
  const desde = state.filters.desde ?? null
  const hasta = state.filters.hasta ?? null
  const [draft, setDraft] = useState<DateRange>({ from: desde, to: hasta })
  const [shown, setShown] = useState({ desde, hasta })
  const [problema, setProblema] = useState<string | null>(null)
  // The URL's period again whenever it changes from outside (a link, the back button).
  if (shown.desde !== desde || shown.hasta !== hasta) {
    setShown({ desde, hasta })
    setDraft({ from: desde, to: hasta })
    setProblema(null)
  }
  function apply(next: { desde?: string; hasta?: string }) {
    const { desde: _desde, hasta: _hasta, ...rest } = state.filters
    onStateChange({ ...state, page: 1, filters: { ...rest, ...next } })
  }
  function change(range: DateRange) {
    setDraft(range)
    setProblema(null)
    const { from, to } = range
    if (!from && !to) {
      if (desde || hasta) apply({})
      return
    }
    if (!from || !to || !ISO_DATE.test(from) || !ISO_DATE.test(to)) return
    const found = problemaDelPeriodo({ desde: from, hasta: to })
    if (found) {
      setProblema(found)
      return
    }
    if (from !== desde || to !== hasta) apply({ desde: from, hasta: to })
  }
  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="font-medium text-sm">
        Días
      </span>
      <DateRangePicker
        aria-labelledby={`${id}-label`}
        aria-describedby={problema ? `${id}-error` : undefined}
        aria-invalid={problema ? true : undefined}
        value={draft}
        onChange={change}
        className="max-w-sm"
      />
      {problema ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {problema}
        </p>
      ) : null}
    </div>
  )
}
