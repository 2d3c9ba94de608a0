// What a ticket's form shows while its code arrives (the forms load on demand): the blocks of its
// fields, announced as loading.
import { Skeleton } from '@cordillera/ui/components/skeleton'

export function FormLoading() {
  return (
    <div role="status" aria-label="Cargando" className="grid max-w-2xl gap-4">
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  )
}
