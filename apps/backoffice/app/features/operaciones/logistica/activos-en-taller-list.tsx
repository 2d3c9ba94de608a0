// activos-en-taller: the assets in the workshop, those that entered first first: since when, how
// many days, why (the ingreso's observaciones), where they came from and who took them; filtered by
// tipo and searched by código by the API. Each row leads to the asset's detail and offers
// "Registrar salida de taller" (the movement dialog, which offers only what the estado allows).
import { type ActivoEnTallerRow, activoEnTallerColumns } from '@cordillera/contracts'
import { operacionesQueries } from '@cordillera/data-client/operaciones'
import { ListScreen, tableColumns, useApi } from '@cordillera/portal/screens'
import { formatDateTime, formatNumber } from '@cordillera/ui/format'
import { codigoCell, useListaDeActivos } from './lista-de-activos.ts'

function columnsFor(canOpenActivo: boolean) {
  return tableColumns(activoEnTallerColumns, {
    codigo: codigoCell<ActivoEnTallerRow>(canOpenActivo),
    estadoDesde: (row: ActivoEnTallerRow) => (
      <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.estadoDesde)}</span>
    ),
    diasEnTaller: (row: ActivoEnTallerRow) => (
      <span className="tabular-nums">{formatNumber(row.diasEnTaller)}</span>
    ),
  })
}

// In the workshop an asset is at no obra.
const activoOf = (row: ActivoEnTallerRow) => ({ ...row, obraActual: null })

export default function ActivosEnTallerList() {
  const api = useApi()
  const activos = useListaDeActivos({
    queries: operacionesQueries(api).activosEnTaller,
    sort: { id: 'estadoDesde', desc: false },
    columnsFor,
    activoOf,
    label: 'Registrar salida de taller',
  })
  return (
    <ListScreen
      {...activos}
      title="Activos en taller"
      description="Los activos en el taller, primero los que llevan más tiempo: por qué entraron y de dónde vinieron."
    />
  )
}
