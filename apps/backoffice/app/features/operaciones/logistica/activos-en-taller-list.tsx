// activos-en-taller: the assets in the workshop, those that entered first first: since when, how
// many days, why (the ingreso's observaciones), where they came from and who took them; filtered by
// tipo and searched by código by the API. Each row leads to the asset's detail and offers
// "Registrar salida de taller" (the movement dialog, which offers only what the estado allows).
import { type ActivoEnTallerRow, activoEnTallerColumns } from '@cordillera/contracts'
import { operacionesQueries } from '@cordillera/data-client/operaciones'
import { href, routeByName } from '@cordillera/permissions'
import {
  filtersByColumn,
  ListScreen,
  linkCell,
  tableColumns,
  useApi,
  useCan,
  useListScreen,
} from '@cordillera/portal/screens'
import { formatDateTime, formatNumber } from '@cordillera/ui/format'
import { useMemo } from 'react'
import { FILTER_OF_COLUMN, useColumnsWithOpciones } from './opciones-filtros.ts'
import { useRecordMovimiento } from './registrar-movimiento-action.tsx'

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
  const list = useListScreen({
    queries: operacionesQueries(api).activosEnTaller,
    defaults: { sort: { id: 'estadoDesde', desc: false } },
  })
  const canOpenActivo = can(routeByName('activos-detalle').key)
  const baseColumns = useMemo(() => columnsFor(canOpenActivo), [canOpenActivo])
  const columns = useColumnsWithOpciones(baseColumns)
  const salida = useRecordMovimiento({
    rows: list.table.rows,
    // In the workshop an asset is at no obra.
    activoOf: (row: ActivoEnTallerRow) => ({ ...row, obraActual: null }),
    label: 'Registrar salida de taller',
  })
  return (
    <ListScreen
      list={list}
      title="Activos en taller"
      description="Los activos en el taller, primero los que llevan más tiempo: por qué entraron y de dónde vinieron."
      columns={columns}
      table={filtersByColumn(list.table, FILTER_OF_COLUMN)}
      rowLabel={(row) => `${row.codigo} ${row.modelo}`}
      searchPlaceholder="Buscar por código del activo"
      rowActions={[salida.action]}
      below={salida.dialog}
    />
  )
}
