// solicitudes-cliente: the site client's requests, on a phone. One catalogue route holds three
// states kept in the URL, so reload and back work: the list of its requests (newest first,
// filtered by estado), `?nueva=1` the form of a new one and `?id=<uuid>` one request's detail.
// The list is what the route opens on; the form (with the forms' library) and the detail load
// when shown (decision 059).
import { urlStates } from '@cordillera/portal/screens'
import { lazy } from 'react'
import { SolicitudesClienteLista } from './solicitudes-cliente-lista.tsx'

export default urlStates({
  list: SolicitudesClienteLista,
  row: lazy(async () => ({
    default: (await import('./solicitud-cliente-detalle.tsx')).SolicitudClienteDetalle,
  })),
  create: {
    param: 'nueva',
    screen: lazy(async () => ({
      default: (await import('./solicitud-cliente-nueva.tsx')).SolicitudClienteNueva,
    })),
  },
})
