// The URL of each state of the lessor's trips screen (viajes.tsx).
import { href } from '@cordillera/permissions'

export const viajesHref = {
  lista: () => href('arrendador-reports-viaje'),
  nuevo: () => href('arrendador-reports-viaje', {}, { nuevo: '1' }),
  editar: (id: string) => href('arrendador-reports-viaje', {}, { id }),
}
