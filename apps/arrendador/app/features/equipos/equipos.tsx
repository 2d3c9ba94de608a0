// arrendador/equipos: the lessor's own assets. One catalogue route holds two states kept in the
// URL, so reload and back work: the list, and `?id=<uuid>` one asset's detail (loaded when shown).
import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { Loading } from '../loading.tsx'
import { EquiposLista } from './equipos-lista.tsx'

const EquipoDetalle = lazy(async () => ({
  default: (await import('./equipo-detalle.tsx')).EquipoDetalle,
}))

export default function Equipos() {
  const [params] = useSearchParams()
  const id = params.get('id')
  if (id) {
    return (
      <Suspense fallback={<Loading />}>
        <EquipoDetalle id={id} />
      </Suspense>
    )
  }
  return <EquiposLista />
}
