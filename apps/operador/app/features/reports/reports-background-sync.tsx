// Mounted once by the operador portal's signed-in layout: when the app starts, an operator's drafts
// kept on the phone are sent, and his assignments and today's list are kept for a day without
// signal. The offline code loads on demand, so the layout stays light for everyone else.
import { useApi, useCan } from '@cordillera/portal/screens'
import { useEffect } from 'react'

export function ReportsBackgroundSync() {
  const api = useApi()
  const can = useCan()
  const writes = can('operador/crear-report')
  const lists = can('operador/listar-reports')
  useEffect(() => {
    if (!writes) return
    let live = true
    void (async () => {
      const [{ reportsOfflineOf }, { cacheKeys }] = await Promise.all([
        import('./offline/reports-offline.ts'),
        import('./offline/drafts-store.ts'),
      ])
      const offline = await reportsOfflineOf(api)
      if (!live) return
      await offline.sync()
      if (!offline.isOnline()) return
      await Promise.allSettled([
        offline.cached(cacheKeys.options, () => api.rrhh.misReports.opciones()),
        lists ? offline.cached(cacheKeys.today, () => api.rrhh.misReports.hoy()) : null,
      ])
    })().catch(() => undefined)
    return () => {
      live = false
    }
  }, [api, writes, lists])
  return null
}
