// Where the notifications bell sits in the app bar (guarded-layout.tsx): a place of the bell's
// size from the first paint, filled once the browser is idle after the screen (when-idle.ts), so
// the bell's code, its routes' schemas and its first call never compete with the screen's own.
import type { Connection } from '@cordillera/data-client'
import { lazy, Suspense, useEffect, useState } from 'react'
import { loadPortalRuntime } from '../runtime.ts'
import { useIdle } from '../when-idle.ts'

const NotificationBell = lazy(() => import('./notification-bell.tsx'))

export function NotificationBellSlot({ large = false }: { large?: boolean }) {
  const idle = useIdle()
  const [api, setApi] = useState<Connection>()
  useEffect(() => {
    if (!idle) return
    let gone = false
    // The guard loaded the runtime before this layout rendered: this only reads it back.
    void loadPortalRuntime().then(
      (runtime) => !gone && setApi(runtime.api),
      () => {},
    )
    return () => {
      gone = true
    }
  }, [idle])
  return (
    <span className={`inline-flex ${large ? 'min-h-11 min-w-11' : 'min-h-9 min-w-9'}`}>
      {api ? (
        <Suspense fallback={null}>
          <NotificationBell api={api} large={large} />
        </Suspense>
      ) : null}
    </span>
  )
}
