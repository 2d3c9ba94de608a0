// Mounted once by the operador portal's signed-in layout: when the app starts, an operator's drafts
// kept on the phone are sent, and his assignments and today's list are kept for a day without
// signal. The offline code loads on demand, so the layout stays light for everyone else. The
// answers go through the screens' own queries (same keys), so a screen that already asked is not
// asked again, and one that asks next finds them.
import { useApi, useCan } from '@cordillera/portal/screens'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

export function ReportsBackgroundSync() {
  const api = useApi()
  const can = useCan()
  const queryClient = useQueryClient()
  const writes = can('operador/crear-report')
  const lists = can('operador/listar-reports')
  useEffect(() => {
    if (!writes) return
    let live = true
    void (async () => {
      const [{ reportsOfflineOf }, { cacheKeys }, { misReportsKeys }] = await Promise.all([
        import('./offline/reports-offline.ts'),
        import('./offline/drafts-store.ts'),
        import('./use-reports-offline.ts'),
      ])
      const offline = await reportsOfflineOf(api)
      if (!live) return
      await offline.sync()
      if (!offline.isOnline()) return
      await Promise.allSettled([
        queryClient.prefetchQuery({
          queryKey: misReportsKeys.options(offline.userId),
          queryFn: () => offline.cached(cacheKeys.options, () => api.rrhh.misReports.opciones()),
        }),
        lists
          ? queryClient.prefetchQuery({
              queryKey: misReportsKeys.today(offline.userId),
              queryFn: () => offline.cached(cacheKeys.today, () => api.rrhh.misReports.hoy()),
            })
          : null,
      ])
    })().catch(() => undefined)
    return () => {
      live = false
    }
  }, [api, writes, lists, queryClient])
  return null
}
