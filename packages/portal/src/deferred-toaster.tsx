// The root's notifications, loaded once the browser is idle after the first screen: the toast
// library is not needed to show it. A toast raised before the <Toaster /> is on screen would be lost (it only
// shows what arrives once it listens), so code that may run that early waits for `toasterMounted`.
import { lazy, Suspense, useEffect } from 'react'
import { useIdle } from './when-idle.ts'

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
  const idle = useIdle()
  if (!idle) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
      <MountedSignal />
    </Suspense>
  )
}
