// The URL of each state of the lessor's equipos screen (equipos.tsx): the list, or one asset.
import { href } from '@cordillera/permissions'

export const equiposHref = {
  lista: () => href('arrendador-equipos'),
  detalle: (id: string) => href('arrendador-equipos', {}, { id }),
}
