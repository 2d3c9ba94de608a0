// activos-en-taller: the assets in the workshop, those that entered first first: since when, how
// many days, why (the ingreso's observaciones), where they came from and who took them; filtered by
// tipo and searched by código by the API. Each row leads to the asset's detail and offers
// "Registrar salida de taller" (the movement dialog, which offers only what the estado allows).
import { type ActivoEnTallerRow, activoEnTallerColumns } from '@cordillera/contracts'
import { operacionesQueries } from '@cordillera/data-client'
import { href, routeByName } from '@cordillera/permissions'
import {
  ListError,
  linkCell,
  tableColumns,
  useApi,
  useCan,
  useListScreen,
} from '@cordillera/portal/screens'
import { DataTable } from '@cordillera/ui/components/data-table/data-table'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatDateTime, formatNumber } from '@cordillera/ui/format'
import { useMemo } from 'react'
import { filtersByColumn } from '../activos/column-filters.ts'
import { FILTER_OF_COLUMN, useColumnsWithOpciones } from './opciones-filtros.ts'
import { useRegistrarMovimiento } from './registrar-movimiento-action.tsx'

function columnsFor(canOpenActivo: boolean) {
  return tableColumns(activoEnTallerColumns, {
    codigo: linkCell(
      (row: ActivoEnTallerRow) => row.codigo,
      (row) => (canOpenActivo ? href('activos-detalle', { id: row.id }) : null),
    ),
    estadoDesde: (row: ActivoEnTallerRow) => (
      <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.estadoDesde)}</span>
    ),
    diasEnTaller: (row: ActivoEnTallerRow) => (
      <span className="tabular-nums">{formatNumber(row.diasEnTaller)}</span>
    ),
  })
}

export default function ActivosEnTallerList() {
  const api = useApi()
  const can = useCan()
  const { table, error } = useListScreen({
    queries: operacionesQueries(api).activosEnTaller,
    defaults: { sort: { id: 'estadoDesde', desc: false } },
  })
  const canOpenActivo = can(routeByName('activos-detalle').key)
  const baseColumns = useMemo(() => columnsFor(canOpenActivo), [canOpenActivo])
  const columns = useColumnsWithOpciones(baseColumns)
  const filtered = filtersByColumn(table, FILTER_OF_COLUMN)
  const salida = useRegistrarMovimiento({
    rows: table.rows,
    // In the workshop an asset is at no obra.
    activoOf: (row: ActivoEnTallerRow) => ({ ...row, obraActual: null }),
    label: 'Registrar salida de taller',
  })

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Activos en taller"
        description="Los activos en el taller, primero los que llevan más tiempo: por qué entraron y de dónde vinieron."
      />
      <ListError error={error} hasRows={table.rows.length > 0} />
      <DataTable<ActivoEnTallerRow>
        label="Activos en taller"
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => `${row.codigo} ${row.modelo}`}
        rowActions={[salida.action]}
        can={can}
        searchPlaceholder="Buscar por código del activo"
        {...table}
        {...filtered}
      />
      {salida.dialog}
    </div>
  )
}
