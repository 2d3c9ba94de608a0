// The URL of each state of the lessor's estados de pago screen (estados-de-pago.tsx).
import { href } from '@cordillera/permissions'

export const estadosDePagoHref = {
  lista: () => href('arrendador-estados-de-pago'),
  detalle: (id: string) => href('arrendador-estados-de-pago', {}, { id }),
}
