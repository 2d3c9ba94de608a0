// A report's page (`:id`: a draft's claveSync or a server report's id) once the phone's store is
// open: the store's error when it cannot open, nothing while it opens, and the page started over
// for another id.
import type { ComponentType } from 'react'
import { useParams } from 'react-router'
import type { ReportsOffline } from './offline/reports-offline.ts'
import { StorageError } from './report-parts.tsx'
import { useReportsOffline } from './use-reports-offline.ts'

export function ReportRoute({
  page: Page,
}: {
  page: ComponentType<{ id: string; offline: ReportsOffline }>
}) {
  const { id = '' } = useParams()
  const { offline, error } = useReportsOffline()
  if (error) return <StorageError />
  if (!offline) return null
  return <Page key={id} id={id} offline={offline} />
}
