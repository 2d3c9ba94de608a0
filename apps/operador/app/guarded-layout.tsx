// The signed-in layout (guard before every navigation, app shell) shared by the three portals;
// re-exported here so React Router's generated route types find it inside this app. This portal
// adds the operator's report sync when the app starts (features/reports).
import SharedLayout from '@cordillera/portal/guarded-layout'
import { ReportsBackgroundSync } from './features/reports/reports-background-sync.tsx'

export { clientLoader, shouldRevalidate } from '@cordillera/portal/guarded-layout'

export default function GuardedLayout() {
  return (
    <SharedLayout>
      <ReportsBackgroundSync />
    </SharedLayout>
  )
}
