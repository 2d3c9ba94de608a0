// The URLs of the site client's EDP screens (decision 063): its list (`?estado=`, `?page=`) and one
// EDP. Without an estado the list shows those waiting for the obra's answer (revisión obra).
import type { ESTADOS_EDP_CLIENTE } from '@cordillera/contracts'
import { href } from '@cordillera/permissions'

/** What the list's filter may hold besides an estado: every EDP the obra was sent. */
export const TODOS = 'todos'
/** An estado the obra sees. */
export type EstadoEdpObra = (typeof ESTADOS_EDP_CLIENTE)[number]

export const edpObraHref = {
  lista: () => href('edp-obra'),
  detalle: (id: string) => href('edp-obra-detalle', { id }),
}
