// incidentes-arrendador: the incidents the lessors raised on their assets (decision 065). One
// catalogue route holds two states kept in the URL: the list (every lessor's, newest first,
// filtered by estado, tipo and lessor through the columns) and `?id=<uuid>` one incident with its
// photos, where operations take it under review or close it with a comment.
import { type IncidenteRow, incidenteStaffColumns } from '@cordillera/contracts'
import { arrendadorQueries } from '@cordillera/data-client/arrendador'
import { href } from '@cordillera/permissions'
import { ListScreen, linkCell, tableColumns, useApi } from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { Skeleton } from '@cordillera/ui/components/skeleton'
import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'

const IncidenteArrendador = lazy(async () => ({
  default: (await import('./incidente-arrendador.tsx')).IncidenteArrendador,
}))

export const incidenteHref = (id: string) => href('incidentes-arrendador', {}, { id })

const columns = tableColumns(incidenteStaffColumns, {
  numero: linkCell(
    (row: IncidenteRow) => row.folio,
    (row) => incidenteHref(row.id),
  ),
  estado: (row: IncidenteRow) => <EstadoBadge estado={row.estado} />,
})

export default function IncidentesArrendador() {
  const api = useApi()
  const [params] = useSearchParams()
  const id = params.get('id')
  if (id) {
    return (
      <Suspense fallback={<Skeleton role="status" aria-label="Cargando" className="h-40 w-full" />}>
        <IncidenteArrendador id={id} />
      </Suspense>
    )
  }
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
