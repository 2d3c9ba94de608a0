// The lessor's incidents, newest first: folio, day, asset, tipo and estado; each folio opens the
// incident (`?id=`), "Informar incidente" the form (`?nuevo=1`).
import { type IncidenteRow, incidenteColumns } from '@cordillera/contracts'
import { arrendadorQueries } from '@cordillera/data-client/arrendador'
import { ListScreen, linkCell, tableColumns, useApi } from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { useNavigate } from 'react-router'
import { incidentesHref } from './incidentes-href.ts'

const columns = tableColumns(incidenteColumns, {
  numero: linkCell(
    (row: IncidenteRow) => row.folio,
    (row) => incidentesHref.detalle(row.id),
  ),
  estado: (row: IncidenteRow) => <EstadoBadge estado={row.estado} />,
})

export function IncidentesLista() {
  const api = useApi()
  const navigate = useNavigate()
  return (
    <ListScreen
      queries={arrendadorQueries(api).incidentes}
      defaults={{ sort: { id: 'fecha', desc: true } }}
      title="Incidentes"
      description="Fallas, siniestros y otros incidentes de sus equipos, y en qué va cada uno."
      columns={columns}
      rowLabel={(row) => row.folio}
      searchPlaceholder="Buscar en la descripción"
      create={{ label: 'Informar incidente', onClick: () => void navigate(incidentesHref.nuevo()) }}
    />
  )
}
