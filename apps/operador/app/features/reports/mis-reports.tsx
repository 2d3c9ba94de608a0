// operador/reports, "Mis reports": today's reports and those still to sign or correct, with the
// drafts kept on the phone merged in (offline too: the last list kept is shown). Each card says its
// folio (or "Borrador sin sincronizar"), equipo, obra, jornada, hours, estado, HR's observation and
// its sync state, with Editar and Firmar; a conflict is decided on its card. "Sincronizar ahora"
// sends the drafts; they are also sent when the connection returns and when the app starts.

import { JORNADA_LABEL } from '@cordillera/contracts'
import { misReportsApi } from '@cordillera/data-client/mis-reports'
import { rowActionKey } from '@cordillera/permissions'
import { LinkButton, RouteLinkButton, useApi, useCan } from '@cordillera/portal/screens'
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { EmptyState } from '@cordillera/ui/components/empty-state'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { formatDate, formatNumber } from '@cordillera/ui/format/plain'
import { ClipboardList, History, PenLine, Plus, SquarePen } from 'lucide-react'
import { lazy, Suspense, useEffect, useId } from 'react'
import type { ReportsOffline } from './offline/reports-offline.ts'
import type { SyncSummary } from './offline/sync-drafts.ts'
import {
  Cargando,
  ConnectionNotice,
  ObservacionNotice,
  StorageError,
  SyncNowButton,
  SyncState,
} from './report-parts.tsx'
import { reportsHref } from './reports-href.ts'
import { StickyActions } from './sticky-actions.tsx'
import { cardActions, cardContent, type TodayItem, todayItems } from './today-items.ts'
import {
  misReportsKeys,
  useDrafts,
  useKeptQuery,
  useOnline,
  useReportsOffline,
  useSyncing,
} from './use-reports-offline.ts'

// Shown only for a draft the server refused as a conflict: its code loads when one is on screen.
const ConflictPanel = lazy(async () => ({
  default: (await import('./conflict-panel.tsx')).ConflictPanel,
}))

export default function MisReports() {
  const { offline, error } = useReportsOffline()
  if (error) return <StorageError />
  if (!offline) return <Loading />
  return <MisReportsScreen offline={offline} />
}

function Loading() {
  return <Cargando className="grid gap-3" blocks={['h-8 w-48', 'h-36 w-full', 'h-36 w-full']} />
}

/** What a sync did, in a sentence. */
export function summaryText(summary: SyncSummary): string {
  const parts: string[] = []
  const n = (count: number, one: string, many: string) =>
    `${formatNumber(count)} ${count === 1 ? one : many}`
  if (summary.synced)
    parts.push(`${n(summary.synced, 'report sincronizado', 'reports sincronizados')}`)
  if (summary.conflicts)
    parts.push(`${n(summary.conflicts, 'con conflicto', 'con conflicto')}: revíselo`)
  if (summary.failed) parts.push(`${n(summary.failed, 'con error', 'con error')}`)
  if (summary.waiting)
    parts.push(
      `${n(summary.waiting, 'sigue pendiente', 'siguen pendientes')}: sin respuesta del servidor`,
    )
  return parts.length ? `${parts.join('; ')}.` : 'No había nada pendiente.'
}

function MisReportsScreen({ offline }: { offline: ReportsOffline }) {
  const api = useApi()
  const online = useOnline()
  const syncing = useSyncing(offline)
  const drafts = useDrafts(offline)
  // The server is asked once the drafts are read: the first paint is the phone's own (the drafts
  // and today's kept answer), and only after it does the call load its routes and build their
  // schemas, which on a slow phone's CPU would otherwise run before it (issue 21).
  const today = useKeptQuery(
    offline,
    misReportsKeys.today(offline.userId),
    (signal) => misReportsApi(api).hoy(signal),
    { enabled: drafts !== undefined },
  )
  // The app opened on this screen: send what waited.
  useEffect(() => {
    void offline.sync().catch(() => undefined)
  }, [offline])

  const items = todayItems(today.data?.value.items ?? [], drafts ?? [])
  const waiting = (drafts ?? []).filter((draft) => draft.status !== 'conflict').length

  async function syncNow() {
    if (!online) {
      notify.info('Sin conexión: los reports se enviarán cuando vuelva la conexión.')
      return
    }
    try {
      const summary = await offline.sync({ mode: 'all' })
      if (summary) notify.info(summaryText(summary))
    } catch {
      notify.error('No se pudo sincronizar. Intente de nuevo.')
    }
  }

  return (
    <div className="grid gap-5">
      <PageHeader
        title="Mis reports"
        description="Los de hoy y los que aún debe firmar o corregir."
        actions={
          <LinkButton to={reportsHref.historico()} variant="outline" size="touch">
            <History aria-hidden="true" />
            Histórico
          </LinkButton>
        }
      />
      <ConnectionNotice
        online={online}
        keptAt={today.data?.fromCache ? today.data.savedAt : undefined}
      />
      {drafts && drafts.length > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-3">
          <p className="text-sm" role="status">
            {waiting === 0
              ? 'Hay reports con conflicto por revisar.'
              : `${formatNumber(waiting)} ${waiting === 1 ? 'report guardado' : 'reports guardados'} en este teléfono sin sincronizar.`}
          </p>
          <SyncNowButton syncing={syncing} online={online} onSync={syncNow} />
        </div>
      ) : null}
      {today.isError && !today.data ? (
        <Alert variant="destructive">
          <AlertDescription>
            No se pudo cargar la lista del servidor y no hay una copia en este teléfono.
          </AlertDescription>
        </Alert>
      ) : null}
      {(today.isPending && !today.isError) || !drafts ? (
        <Loading />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<ClipboardList />}
          title="No hay reports para hoy"
          description="Escriba el report de su jornada con «Nuevo report»."
        />
      ) : (
        <ul aria-label="Reports" className="grid gap-3">
          {items.map((item) => (
            <li key={item.key}>
              <ReportCard item={item} offline={offline} />
            </li>
          ))}
        </ul>
      )}
      <StickyActions>
        <RouteLinkButton
          route="operador-reports-crear"
          icon={Plus}
          size="touch"
          className="w-full md:w-auto"
        >
          Nuevo report
        </RouteLinkButton>
      </StickyActions>
    </div>
  )
}

function ReportCard({ item, offline }: { item: TodayItem; offline: ReportsOffline }) {
  const titleId = useId()
  const can = useCan()
  const content = cardContent(item)
  const actions = cardActions(item)
  const draft = item.draft
  const id = item.kind === 'local' ? item.draft.key : item.row.id
  const canEdit = actions.edit && can(rowActionKey('operador-reports', 'edit'))
  const canSign = actions.sign && can(rowActionKey('operador-reports', 'sign'))
  const title = content.folio ?? 'Borrador sin sincronizar'

  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold tabular-nums">
          {title}
        </h2>
        <div className="flex flex-wrap gap-1.5">
          {content.estado ? <EstadoBadge estado={content.estado} /> : null}
          {draft && draft.status !== 'failed' ? <SyncState draft={draft} /> : null}
        </div>
      </div>
      <div className="grid gap-0.5">
        <p className="font-medium">{content.equipo}</p>
        <p className="break-words text-sm text-muted-foreground">{content.obra}</p>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Jornada</dt>
          <dd>
            <span className="tabular-nums">{formatDate(content.fecha)}</span> ·{' '}
            {JORNADA_LABEL[content.jornada]}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Horas trabajadas</dt>
          <dd className="tabular-nums">{formatNumber(content.horas, { maxDecimals: 1 })} h</dd>
        </div>
      </dl>
      {content.observacion ? <ObservacionNotice observacion={content.observacion} /> : null}
      {draft?.status === 'failed' ? <SyncState draft={draft} /> : null}
      {draft?.kind === 'edit' && draft.status === 'conflict' ? (
        <Suspense fallback={null}>
          <ConflictPanel
            draft={draft}
            offline={offline}
            onReapplied={async () => {
              const summary = await offline.sync({ keys: [draft.key] })
              if (summary) notify.info(summaryText(summary))
            }}
          />
        </Suspense>
      ) : null}
      {canEdit || canSign ? (
        <div className="grid grid-cols-2 gap-2">
          {canEdit ? (
            <LinkButton
              to={reportsHref.editar(id)}
              variant="outline"
              size="touch"
              aria-describedby={titleId}
            >
              <SquarePen aria-hidden="true" />
              Editar
            </LinkButton>
          ) : null}
          {canSign ? (
            <LinkButton to={reportsHref.firmar(id)} size="touch" aria-describedby={titleId}>
              <PenLine aria-hidden="true" />
              Firmar
            </LinkButton>
          ) : null}
        </div>
      ) : null}
    </article>
  )
}
