// The root's notifications, loaded after the first paint: the toast library is not needed to show
// the sign-in page. A toast raised before the <Toaster /> is on screen would be lost (it only
// shows what arrives once it listens), so code that may run that early waits for `toasterMounted`.
import { lazy, Suspense, useEffect } from 'react'

const Toaster = lazy(() =>
  import('@cordillera/ui/components/toaster').then(({ Toaster }) => ({ default: Toaster })),
)

let markMounted: () => void = () => {}
/** Resolves once the Toaster listens (its effects run before those of the sibling after it). */
export const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve
})

function MountedSignal() {
  useEffect(() => markMounted(), [])
  return null
}

export function DeferredToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster />
      <MountedSignal />
    </Suspense>
  )
}
