// One of the lessor's incidents (`?id=`): what happened, its estado and, once Operaciones closed
// it, what was done (not who); its photos open through a short-lived link. Another lessor's
// incident answers 404 like a missing one.
import { arrendadorApi, arrendadorQueries } from '@cordillera/data-client/arrendador'
import { IncidenteScreen, useApi } from '@cordillera/portal/screens'

export function IncidenteDetalle({ id }: { id: string }) {
  const api = useApi()
  return (
    <IncidenteScreen
      id={id}
      entity={arrendadorQueries(api).incidentes}
      list="arrendador-incidentes"
      backLink
      about={(incidente) => `${incidente.activo.codigo} ${incidente.activo.modelo}`}
      closedBy={() => 'Cerrado por Operaciones'}
      closedField
      fotoUrl={arrendadorApi(api).incidentes.fotoUrl}
    />
  )
}
