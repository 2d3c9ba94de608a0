// The tipo and flota selects of logistics' lists, fed by the asset list's options call (GET
// /v1/activos/opciones). That call takes the asset list's key: a user without it still gets every
// list, only without those two selects' choices (the URL's filters keep working).
import { operacionesQueries } from '@cordillera/data-client/operaciones'
import { routeByName } from '@cordillera/permissions'
import { useApi, useCan, withSelectFilters } from '@cordillera/portal/screens'
import type { DataTableColumn } from '@cordillera/ui/components/data-table/data-table'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { filterOptions } from '../common/opciones.tsx'

/** The Tipo column is filtered by `tipoActivoId`, Flota by `flotaId` (the routes' names). */
export const FILTER_OF_COLUMN = { tipoActivo: 'tipoActivoId', flota: 'flotaId' } as const

/** `columns` with the Tipo and Flota (where there is one) columns' select filters. */
export function useColumnsWithOpciones<Row>(
  columns: readonly DataTableColumn<Row>[],
): DataTableColumn<Row>[] {
  const api = useApi()
  const can = useCan()
  const opciones = useQuery({
    ...operacionesQueries(api).activos.opciones(),
    enabled: can(routeByName('activos').key),
  })
  return useMemo(() => {
    const options = filterOptions(opciones.data)
    return withSelectFilters(columns, {
      tipoActivo: options.tipoActivoId,
      flota: options.flotaId,
    })
  }, [columns, opciones.data])
}
