// solicitudes-cliente: the site client's requests, on a phone. One catalogue route holds three
// states kept in the URL, so reload and back work: the list of its requests (newest first,
// filtered by estado), `?nueva=1` the form of a new one and `?id=<uuid>` one request's detail.
import { useSearchParams } from 'react-router'
import { SolicitudClienteDetalle } from './solicitud-cliente-detalle.tsx'
import { SolicitudClienteNueva } from './solicitud-cliente-nueva.tsx'
import { SolicitudesClienteLista } from './solicitudes-cliente-lista.tsx'

export default function SolicitudesCliente() {
  const [params] = useSearchParams()
  const id = params.get('id')
  if (id) return <SolicitudClienteDetalle id={id} />
  if (params.get('nueva') === '1') return <SolicitudClienteNueva />
  return <SolicitudesClienteLista />
}
