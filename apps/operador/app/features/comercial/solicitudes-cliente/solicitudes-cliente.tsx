// solicitudes-cliente: the site client's requests, on a phone. One catalogue route holds three
// states kept in the URL, so reload and back work: the list of its requests (newest first,
// filtered by estado), `?nueva=1` the form of a new one and `?id=<uuid>` one request's detail.
// The list is what the route opens on; the form (with the forms' library) and the detail load
// when shown (decision 059).
import { Skeleton } from '@cordillera/ui/components/skeleton'
import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { SolicitudesClienteLista } from './solicitudes-cliente-lista.tsx'

const SolicitudClienteNueva = lazy(async () => ({
  default: (await import('./solicitud-cliente-nueva.tsx')).SolicitudClienteNueva,
}))
const SolicitudClienteDetalle = lazy(async () => ({
  default: (await import('./solicitud-cliente-detalle.tsx')).SolicitudClienteDetalle,
}))

export default function SolicitudesCliente() {
  const [params] = useSearchParams()
  const id = params.get('id')
  if (id) {
    return (
      <Suspense fallback={<Loading />}>
        <SolicitudClienteDetalle id={id} />
      </Suspense>
    )
  }
  if (params.get('nueva') === '1') {
    return (
      <Suspense fallback={<Loading />}>
        <SolicitudClienteNueva />
      </Suspense>
    )
  }
  return <SolicitudesClienteLista />
}

function Loading() {
  return (
    <div role="status" aria-label="Cargando" className="grid gap-4">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-40 w-full" />
    </div>
  )
}
