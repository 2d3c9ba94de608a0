// The URL of each state of the lessor's incidents screen (incidentes.tsx).
import { href } from '@cordillera/permissions'

export const incidentesHref = {
  lista: () => href('arrendador-incidentes'),
  nuevo: () => href('arrendador-incidentes', {}, { nuevo: '1' }),
  detalle: (id: string) => href('arrendador-incidentes', {}, { id }),
}
