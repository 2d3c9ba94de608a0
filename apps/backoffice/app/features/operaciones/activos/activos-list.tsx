// activos: the fleet (activo-screens.tsx), its columns filtered by tipo, marca, flota and
// propietario from one options call, and above it the count of expiring documents, linking to the
// list filtered by them.
import type { ActivoRow, FilterOf, listActivosRoute } from '@cordillera/contracts'
import { operacionesQueries } from '@cordillera/data-client/operaciones'
import { href } from '@cordillera/permissions'
import {
  filtersByColumn,
  ListScreen,
  listFilterQuery,
  useApi,
  useEntityListProps,
  useListScreen,
  withSelectFilters,
} from '@cordillera/portal/screens'
import { formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { AlertTriangle } from 'lucide-react'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { filterOptions, useActivoOpciones } from '../common/opciones.tsx'
import { vencimientosText } from '../common/vencimientos-text.ts'
import { activoScreens } from './activo-screens.tsx'

/** The columns filtered by a related row's id, and that filter's name in the list route. */
const FILTER_OF_COLUMN = {
  tipoActivo: 'tipoActivoId',
  marca: 'marcaId',
  flota: 'flotaId',
  propietario: 'propietario',
} as const satisfies Record<string, FilterOf<typeof listActivosRoute>>

export default function ActivosList() {
  const api = useApi()
  // The filters' options load alongside the first page, not after it.
  const opciones = useActivoOpciones()
  const queries = operacionesQueries(api).activos
  const list = useListScreen({ queries, defaults: { sort: { id: 'codigo', desc: false } } })
  const {
    columns,
    defaults: _defaults,
    fixedFilters: _fixed,
    ...screen
  } = useEntityListProps<ActivoRow>(activoScreens)
  const columnsWithFilters = useMemo(() => {
    const options = filterOptions(opciones.data)
    return withSelectFilters(
      columns,
      Object.fromEntries(
        Object.entries(FILTER_OF_COLUMN).map(([column, filter]) => [column, options[filter]]),
      ),
    )
  }, [columns, opciones.data])
  return (
    <ListScreen
      {...screen}
      queries={queries}
      list={list}
      columns={columnsWithFilters}
      table={filtersByColumn(list.table, FILTER_OF_COLUMN)}
      above={<VencimientosSummary />}
    />
  )
}

/**
 * "3 documentos vencidos y 12 por vencer", over the whole fleet, linking to the assets that have
 * them. Nothing when every document is valid (or while the count loads).
 */
function VencimientosSummary() {
  const api = useApi()
  const { data } = useQuery(operacionesQueries(api).documentosActivo.vencimientos())
  const text = data ? vencimientosText(data) : null
  if (!data || !text) return null
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <AlertTriangle aria-hidden="true" className="size-4 text-warning-soft-foreground" />
      <Link
        to={href('activos', {}, listFilterQuery<typeof listActivosRoute>({ documentos: 'alerta' }))}
        className="font-medium underline underline-offset-4"
      >
        {text}
      </Link>
      <span className="text-muted-foreground">
        en {formatNumber(data.activosAfectados)}{' '}
        {data.activosAfectados === 1 ? 'activo' : 'activos'}
      </span>
    </p>
  )
}
