// arrendador/reports-arrendador-viaje: the trips of the lessor's trucks. One catalogue route holds
// three states kept in the URL: the list, `?nuevo=1` a new trip and `?id=<uuid>` one trip's edit
// (the form loads when shown).
import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { Loading } from '../loading.tsx'
import { ViajesLista } from './viajes-lista.tsx'

const ViajeNuevo = lazy(async () => ({ default: (await import('./viaje-form.tsx')).ViajeNuevo }))
const ViajeEditar = lazy(async () => ({ default: (await import('./viaje-form.tsx')).ViajeEditar }))

export default function Viajes() {
  const [params] = useSearchParams()
  const id = params.get('id')
  const open = id ? <ViajeEditar id={id} /> : params.get('nuevo') === '1' ? <ViajeNuevo /> : null
  if (!open) return <ViajesLista />
  return <Suspense fallback={<Loading />}>{open}</Suspense>
}
