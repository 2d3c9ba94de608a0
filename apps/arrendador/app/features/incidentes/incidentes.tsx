// arrendador/incidentes: the incidents the lessor raised on its assets. One catalogue route holds
// three states kept in the URL: the list, `?nuevo=1` the form of a new one and `?id=<uuid>` one
// incident with its photos and estado (each loaded when shown).
import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { Loading } from '../loading.tsx'
import { IncidentesLista } from './incidentes-lista.tsx'

const IncidenteNuevo = lazy(async () => ({
  default: (await import('./incidente-nuevo.tsx')).IncidenteNuevo,
}))
const IncidenteDetalle = lazy(async () => ({
  default: (await import('./incidente-detalle.tsx')).IncidenteDetalle,
}))

export default function Incidentes() {
  const [params] = useSearchParams()
  const id = params.get('id')
  const open = id ? (
    <IncidenteDetalle id={id} />
  ) : params.get('nuevo') === '1' ? (
    <IncidenteNuevo />
  ) : null
  if (!open) return <IncidentesLista />
  return <Suspense fallback={<Loading />}>{open}</Suspense>
}
