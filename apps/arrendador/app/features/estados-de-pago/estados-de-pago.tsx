// arrendador/estados-de-pago: the external EDPs Cordillera emitted to the lessor. One catalogue
// route holds two states kept in the URL: the list, and `?id=<uuid>` one EDP with its lines,
// evidence, PDF, "Aceptar" and "Solicitar ajuste" on a line (loaded when shown).
import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { Loading } from '../loading.tsx'
import { EstadosDePagoLista } from './estados-de-pago-lista.tsx'

const EstadoDePagoDetalle = lazy(async () => ({
  default: (await import('./estado-de-pago-detalle.tsx')).EstadoDePagoDetalle,
}))

export default function EstadosDePago() {
  const [params] = useSearchParams()
  const id = params.get('id')
  if (!id) return <EstadosDePagoLista />
  return (
    <Suspense fallback={<Loading />}>
      <EstadoDePagoDetalle id={id} />
    </Suspense>
  )
}
