// What a screen of the portal shows while the part it opened loads (a detail, a form).
import { Skeleton } from '@cordillera/ui/components/skeleton'

export function Loading() {
  return (
    <div role="status" aria-label="Cargando" className="grid gap-4">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-40 w-full" />
    </div>
  )
}
