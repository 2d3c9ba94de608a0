// The lessor's trips, newest first: day, truck, from where to where, km, load and guía. Each day
// opens the trip's edit (`?id=`), "Registrar viaje" a new one (`?nuevo=1`).
import { fechaText, type ViajeRow, viajeColumns } from '@cordillera/contracts'
import { arrendadorQueries } from '@cordillera/data-client/arrendador'
import { ListScreen, linkCell, tableColumns, useApi } from '@cordillera/portal/screens'
import { formatNumber } from '@cordillera/ui/format'
import { useNavigate } from 'react-router'
import { viajesHref } from './viajes-href.ts'

const columns = tableColumns(viajeColumns, {
  fecha: linkCell(
    (row: ViajeRow) => fechaText(row.fecha) ?? '',
    (row) => viajesHref.editar(row.id),
  ),
  km: (row: ViajeRow) => <span className="tabular-nums">{formatNumber(row.km)}</span>,
})

export function ViajesLista() {
  const api = useApi()
  const navigate = useNavigate()
  return (
    <ListScreen
      queries={arrendadorQueries(api).viajes}
      defaults={{ sort: { id: 'fecha', desc: true } }}
      title="Reports de viaje"
      description="Los viajes de sus camiones: origen, destino, kilómetros, carga y guía. Operaciones los ve."
      columns={columns}
      rowLabel={(row) => `${fechaText(row.fecha)} ${row.origen} → ${row.destino}`}
      searchPlaceholder="Buscar por origen, destino o carga"
      create={{ label: 'Registrar viaje', onClick: () => void navigate(viajesHref.nuevo()) }}
    />
  )
}
