// incidentes-arrendador: the incidents the lessors raised on their assets (decision 065). One
// catalogue route holds two states kept in the URL: the list (every lessor's, newest first,
// filtered by estado, tipo and lessor through the columns) and `?id=<uuid>` one incident with its
// photos, where operations take it under review or close it with a comment.
import { type IncidenteRow, incidenteStaffColumns } from '@cordillera/contracts'
import { arrendadorQueries } from '@cordillera/data-client/arrendador'
import { href } from '@cordillera/permissions'
import { ListScreen, linkCell, tableColumns, urlStates, useApi } from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { lazy } from 'react'

export const incidenteHref = (id: string) => href('incidentes-arrendador', {}, { id })

const columns = tableColumns(incidenteStaffColumns, {
  numero: linkCell(
    (row: IncidenteRow) => row.folio,
    (row) => incidenteHref(row.id),
  ),
  estado: (row: IncidenteRow) => <EstadoBadge estado={row.estado} />,
})

function IncidentesLista() {
  const api = useApi()
  return (
    <ListScreen
      queries={arrendadorQueries(api).incidentesStaff}
      defaults={{ sort: { id: 'fecha', desc: true } }}
      title="Incidentes de arrendadores"
      description="Fallas, siniestros y otros incidentes que los arrendadores informan en sus equipos: revíselos y ciérrelos con lo que se hizo."
      columns={columns}
      rowLabel={(row) => row.folio}
      searchPlaceholder="Buscar en la descripción"
    />
  )
}

export default urlStates({
  list: IncidentesLista,
  row: lazy(async () => ({
    default: (await import('./incidente-arrendador.tsx')).IncidenteArrendador,
  })),
})
