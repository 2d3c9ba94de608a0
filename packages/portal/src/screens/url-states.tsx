// One catalogue route holding a screen's states in the URL, so reload and back work (the phone
// portals' screens, a backoffice list with its rows): the list, `?<create>=1` the form of a new row
// and `?id=<uuid>` one row. The form and the row are given lazy: their code loads when shown.
//   export default urlStates({
//     list: IncidentesLista,
//     row: lazy(async () => ({ default: (await import('./incidente-detalle.tsx')).IncidenteDetalle })),
//     create: { param: 'nuevo', screen: lazy(async () => ({ default: … })) },
//   })
import { Skeleton } from '@cordillera/ui/components/skeleton'
import { type ComponentType, Suspense } from 'react'
import { useSearchParams } from 'react-router'

/**
 * What a screen shows while the part it opened loads (a row, a form): blocks of the sizes given (a
 * title and a body unless said), announced as loading.
 */
export function ScreenLoading({
  blocks = ['h-8 w-48', 'h-40 w-full'],
  className = 'grid gap-4',
}: {
  /** Each block's size: `h-11 w-full`. */
  blocks?: readonly string[]
  className?: string
}) {
  return (
    <div role="status" aria-label="Cargando" className={className}>
      {blocks.map((size, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of stand-ins
        <Skeleton key={index} className={size} />
      ))}
    </div>
  )
}

export function urlStates({
  list: List,
  row: Row,
  create,
}: {
  list: ComponentType
  row: ComponentType<{ id: string }>
  /** The form of a new row, opened by `?<param>=1`. */
  create?: { param: string; screen: ComponentType }
}) {
  return function UrlStates() {
    const [params] = useSearchParams()
    const id = params.get('id')
    const New = create && params.get(create.param) === '1' ? create.screen : null
    if (!id && !New) return <List />
    return (
      <Suspense fallback={<ScreenLoading />}>
        {id ? <Row id={id} /> : New ? <New /> : null}
      </Suspense>
    )
  }
}
