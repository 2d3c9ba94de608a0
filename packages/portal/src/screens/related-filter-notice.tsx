// "Obras de <constructora>" above a list narrowed to the rows of one related record (a detail's
// "ver todas" link puts `f.<filter>=<id>` in the URL), with the way back to every row. The name
// comes from the rows on screen; when none is there, from the related record's detail.
import type { EntityNameQuery } from '@cordillera/data-client'
import { Button } from '@cordillera/ui/components/button'
import type { DataTableState } from '@cordillera/ui/components/data-table/data-table'
import { useQuery } from '@tanstack/react-query'
import { X } from 'lucide-react'

/** `F`: the list route's filter names (`FilterOf<typeof listObrasRoute>`), so a misspelt one fails. */
export type RelatedFilter<Row, F extends string = string> = {
  /** The API's filter, e.g. 'constructoraId'. */
  filter: F
  /** "Obras de", "Razones sociales del grupo". */
  prefix: string
  /** Said when the name cannot be found: "la constructora elegida". */
  fallback: string
  /** The related record's name as a row shows it, when the row belongs to it. */
  nameInRow: (row: Row, id: string) => string | undefined
  /** The related record's name from its detail, when no row on screen has it: `queries.constructoras.name`. */
  name: (id: string) => EntityNameQuery
}

export function RelatedFilterNotice<Row>({
  filters,
  rows,
  isLoading,
  state,
  onStateChange,
}: {
  filters: readonly RelatedFilter<Row>[]
  rows: readonly Row[]
  isLoading: boolean
  state: DataTableState
  onStateChange: (next: DataTableState) => void
}) {
  const active = filters.flatMap((related) => {
    const id = state.filters[related.filter]?.trim()
    return id ? [{ related, id }] : []
  })
  if (active.length === 0) return null
  const clear = (filter: string) => {
    const { [filter]: _removed, ...rest } = state.filters
    onStateChange({ ...state, filters: rest, page: 1 })
  }
  return (
    <div className="grid gap-2">
      {active.map(({ related, id }) => (
        <div
          key={related.filter}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-muted/40 px-4 py-2 text-sm"
        >
          <p>
            {related.prefix}{' '}
            <RelatedName related={related} id={id} rows={rows} isLoading={isLoading} />
          </p>
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0"
            onClick={() => clear(related.filter)}
          >
            <X aria-hidden="true" />
            Quitar filtro
          </Button>
        </div>
      ))}
    </div>
  )
}

function RelatedName<Row>({
  related,
  id,
  rows,
  isLoading,
}: {
  related: RelatedFilter<Row>
  id: string
  rows: readonly Row[]
  isLoading: boolean
}) {
  const fromRows = rows.map((row) => related.nameInRow(row, id)).find(Boolean)
  // Under the related entity's key: a write of that entity refreshes the name too.
  const detail = useQuery({ ...related.name(id), enabled: !fromRows && !isLoading })
  const name = fromRows ?? detail.data
  return <strong className="font-semibold">{name ?? related.fallback}</strong>
}
