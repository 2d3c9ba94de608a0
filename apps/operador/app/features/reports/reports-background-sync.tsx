// Mounted once by the operador portal's signed-in layout: when the app starts, an operator's drafts
// kept on the phone are sent, and his assignments and today's list are asked, so that the query
// cache's persister keeps them for a day without signal (offline/kept-answers.ts). The offline code loads on demand, so the layout stays light for everyone else. The
// answers go through the screens' own queries (same keys), so a screen that already asked is not
// asked again, and one that asks next finds them.
import { misReportsApi } from '@cordillera/data-client/mis-reports'
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
      const [{ reportsOfflineOf }, { keptQuery, misReportsKeys }] = await Promise.all([
        import('./offline/reports-offline.ts'),
        import('./offline/kept-answers.ts'),
      ])
      const offline = await reportsOfflineOf(api, queryClient)
      if (!live) return
      await offline.sync()
      if (!offline.isOnline()) return
      const misReports = misReportsApi(api)
      await Promise.allSettled([
        queryClient.prefetchQuery(
          keptQuery(queryClient, misReportsKeys.options(offline.userId), (signal) =>
            misReports.opciones(signal),
          ),
        ),
        lists
          ? queryClient.prefetchQuery(
              keptQuery(queryClient, misReportsKeys.today(offline.userId), (signal) =>
                misReports.hoy(signal),
              ),
            )
          : null,
      ])
    })().catch(() => undefined)
    return () => {
      live = false
    }
  }, [api, writes, lists, queryClient])
  return null
}
