// The signed-in layout (guard before every navigation, app shell) shared by the three portals;
// re-exported here so React Router's generated route types find it inside this app. This portal
// adds the operator's report sync when the app starts (features/reports), in a file of its own
// fetched once the layout has rendered: it is background work, and with it in the layout every
// signed-in screen carried the screens' shared code and the HR calls before it could show
// (docs/benchmarks/bundles.md).
import SharedLayout from '@cordillera/portal/guarded-layout'
import { useIdle } from '@cordillera/portal/when-idle'
import { lazy, Suspense } from 'react'

export { clientLoader, shouldRevalidate } from '@cordillera/portal/guarded-layout'

const ReportsBackgroundSync = lazy(async () => ({
  default: (await import('./features/reports/reports-background-sync.tsx')).ReportsBackgroundSync,
}))

export default function GuardedLayout() {
  // Background work: started once the browser is idle, after the first screen.
  const idle = useIdle()
  return (
    <SharedLayout>
      {idle && (
        <Suspense fallback={null}>
          <ReportsBackgroundSync />
        </Suspense>
      )}
    </SharedLayout>
  )
}
