// What happens once the form saved a draft on the phone: with a connection it is sent at once; the
// operator is told where it stands (on the server with its folio, kept on the phone for later, or
// refused with the server's reasons under the fields) and taken to the right screen.
import { notify } from '@cordillera/ui/components/toaster'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { ReportsOffline } from './offline/reports-offline.ts'
import { reportsHref } from './reports-href.ts'
import { misReportsKeys } from './use-reports-offline.ts'

export const SAVED_OFFLINE = 'Guardado en este teléfono: se enviará cuando vuelva la conexión.'

/**
 * Sends the draft just saved (if there is a connection) and answers where to go next. The
 * operator's queries are asked again after it: the server now holds a newer version.
 */
export async function afterSave(
  offline: ReportsOffline,
  key: string,
  queryClient: QueryClient,
): Promise<string> {
  if (!offline.isOnline()) {
    notify.info(SAVED_OFFLINE)
    return reportsHref.lista()
  }
  await offline.sync({ keys: [key] }).catch(() => null)
  await queryClient.invalidateQueries({ queryKey: misReportsKeys.all(offline.userId) })
  const draft = await offline.store.find(key)
  if (!draft) {
    const report = offline.answers.detail(offline.answers.syncedAs(key) ?? key)
    notify.success(report ? `Report ${report.folio} guardado` : 'Report guardado')
    return reportsHref.lista()
  }
  if (draft.status === 'failed') {
    notify.error(draft.problem?.message ?? 'El servidor no aceptó el report.')
    return reportsHref.editar(draft.key)
  }
  if (draft.status === 'conflict') {
    notify.error('El report cambió en el servidor: revise el conflicto.')
    return reportsHref.lista()
  }
  notify.info(SAVED_OFFLINE)
  return reportsHref.lista()
}

/** The screens' way to it: sends the draft `key` just saved and goes where it says. */
export function useGoAfterSave(offline: ReportsOffline) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return async (key: string) => navigate(await afterSave(offline, key, queryClient))
}
