// The URL of each state of the site client's one screen (solicitudes-cliente.tsx).
import { href } from '@cordillera/permissions'

/** The list, a new request or one request: the URL of each state of the screen. */
export const solicitudesClienteHref = {
  lista: () => href('solicitudes-cliente'),
  nueva: () => href('solicitudes-cliente', {}, { nueva: '1' }),
  detalle: (id: string) => href('solicitudes-cliente', {}, { id }),
}
