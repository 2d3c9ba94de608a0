// The shell of a detail screen (docs/modules.md, "Screens"): the row read by the id in the URL,
// its loading / not found / failed states, the header with the row's title and the actions the
// user's keys allow, the delete behind a confirmation (then back to the list), the card of the
// row's fields with who created and last changed it, and the screen's own sections below. A
// detail declares only what is its own: which entity, its title, its actions, fields and sections.
import {
  type AccessKey,
  href,
  type LinkQuery,
  type RouteName,
  type RouteParamName,
  routeByName,
} from '@cordillera/permissions'
import { Button, type ButtonProps } from '@cordillera/ui/components/button'
import { ConfirmDialog } from '@cordillera/ui/components/confirm-dialog'
import type { DescriptionItem } from '@cordillera/ui/components/description-list'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import {
  type QueryKey,
  type UseQueryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { ArrowLeft, type LucideIcon, Trash2 } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { apiErrorMessage } from './api-error.ts'
import { FieldsCard, type Tracked } from './fields-card.tsx'
import type { OpenDialogProps } from './form-dialog.tsx'
import { QueryView } from './query-view.tsx'
import { RouteLinkButton, type RouteLinkButtonProps } from './route-link-button.tsx'
import { LinkButton } from './screen-parts.tsx'
import { useCan } from './use-portal-api.ts'

/** A route without params: a list a detail or an edit belongs to (`flotas`). */
export type ListRoute = {
  [Name in RouteName]: [RouteParamName<Name>] extends [never] ? Name : never
}[RouteName]

/** The way back from a row that does not exist: its list, "Volver a flotas" (the route's title). */
export function backToList(list: ListRoute): { to: string; label: string } {
  return {
    to: (href as (name: RouteName) => string)(list),
    label: `Volver a ${routeByName(list).title.toLowerCase()}`,
  }
}

export { FieldsCard, type Tracked }

/** An entity of the data client as a detail reads it: its detail query and what a write makes stale. */
export type DetailEntity<Row, Key extends QueryKey = QueryKey> = {
  readonly invalidates: readonly QueryKey[]
  detail: (id: string) => UseQueryOptions<Row, Error, Row, Key>
}

/**
 * A button of the header. A route's button (`route`, its params from the row, `{ id }` unless
 * given) shows only with the route's key, the one its guard checks; a button that acts here
 * (`onClick`) shows only with its `key`.
 */
export type DetailAction<Row> = {
  label: string
  icon?: LucideIcon
  variant?: ButtonProps['variant']
} & (
  | { route: RouteName; params?: (row: Row) => Record<string, string>; query?: LinkQuery }
  | { key: AccessKey; onClick: (row: Row) => void }
)

/** Deleting the row: who may, what the confirmation says, the call, the toast, where to go next. */
export type DetailDelete<Row> = {
  key: AccessKey
  /** The confirmation's title: "Eliminar flota". */
  title: string
  describe: (row: Row) => ReactNode
  run: (row: Row) => Promise<unknown>
  /** The toast once deleted: "La flota Norte se eliminó." */
  done: (row: Row) => string
  /** Where to go once deleted (the list). */
  leadsTo: string
}

export type DetailScreenProps<Row extends { id: string }, Key extends QueryKey> = {
  entity: DetailEntity<Row, Key>
  /** What is missing, for the not-found page: "La flota". */
  thing: string
  /** The list the row belongs to: where the not-found page leads ("Volver a flotas"). */
  list: ListRoute
  title: (row: Row) => ReactNode
  description?: (row: Row) => ReactNode
  /** The header's buttons, main one first; `false` or `null` leaves one out for this row. */
  actions?: (row: Row) => readonly (DetailAction<Row> | false | null)[]
  /** The header's buttons that do more than a link or a call (a download, a dialog), after those. */
  headerActions?: (row: Row) => ReactNode
  delete?: DetailDelete<Row>
  /** Notices between the header and the fields (a pending request, a closing in progress). */
  notices?: (row: Row) => ReactNode
  /**
   * The card of the row's own fields, with the tracking line under them (`tracking: false`: not
   * for whoever reads it, a lessor say); without a title, the card is only its fields.
   */
  fields?: {
    title?: string
    items: (row: Row) => readonly DescriptionItem[]
    tracking?: false
  }
  /** The screen's own sections under the fields: related rows, history, dialogs. */
  children?: (row: Row) => ReactNode
  /** The route's param that holds the id (`id`). */
  param?: string
  /** The row's id, when the screen is given it (a list's `?id=`) rather than a route's param. */
  id?: string
  /** The way back to the list above the title, named as its route ("← Incidentes"): a phone's. */
  backLink?: boolean
}

export function DetailScreen<Row extends { id: string } & Tracked, Key extends QueryKey>({
  entity,
  thing,
  list,
  param = 'id',
  id: given,
  backLink,
  ...screen
}: DetailScreenProps<Row, Key>) {
  const fromRoute = useParams()[param]
  const query = useQuery(entity.detail(given ?? fromRoute ?? ''))
  const back = backToList(list)
  return (
    <QueryView query={query} thing={thing} back={back}>
      {(row) => (
        <DetailBody
          row={row}
          entity={entity}
          {...screen}
          backLink={backLink ? { to: back.to, label: routeByName(list).title } : undefined}
        />
      )}
    </QueryView>
  )
}

function DetailBody<Row extends { id: string } & Tracked, Key extends QueryKey>({
  row,
  entity,
  title,
  description,
  actions,
  headerActions,
  delete: remove,
  notices,
  fields,
  children,
  backLink,
}: Omit<DetailScreenProps<Row, Key>, 'thing' | 'list' | 'param' | 'id' | 'backLink'> & {
  row: Row
  backLink: { to: string; label: string } | undefined
}) {
  const can = useCan()
  const [deleting, setDeleting] = useState(false)
  const buttons = (actions?.(row) ?? []).filter((action) => action !== false && action !== null)
  const canDelete = remove !== undefined && can(remove.key)
  const own = headerActions?.(row)
  return (
    <div className="grid gap-6">
      {backLink ? (
        <div>
          <LinkButton to={backLink.to} variant="ghost" className="-ml-3 h-11">
            <ArrowLeft aria-hidden="true" />
            {backLink.label}
          </LinkButton>
        </div>
      ) : null}
      <PageHeader
        title={title(row)}
        description={description?.(row)}
        actions={
          buttons.length > 0 || canDelete || own ? (
            <>
              {buttons.map((action) => (
                <ActionButton key={action.label} action={action} row={row} />
              ))}
              {own}
              {canDelete ? (
                <Button variant="outline" onClick={() => setDeleting(true)}>
                  <Trash2 aria-hidden="true" />
                  Eliminar
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {notices?.(row)}
      {fields ? (
        <FieldsCard
          title={fields.title}
          items={fields.items(row)}
          tracking={fields.tracking === false ? undefined : row}
        />
      ) : null}
      {children?.(row)}
      {remove && canDelete ? (
        <DeleteDialog
          row={row}
          remove={remove}
          invalidates={entity.invalidates}
          open={deleting}
          onOpenChange={setDeleting}
        />
      ) : null}
    </div>
  )
}

function ActionButton<Row extends { id: string }>({
  action,
  row,
}: {
  action: DetailAction<Row>
  row: Row
}) {
  const can = useCan()
  const { label, icon: Icon, variant } = action
  if ('route' in action) {
    // The action's route is any route; its params come from the row (href checks them at runtime).
    const link = {
      route: action.route,
      params: action.params?.(row) ?? { id: row.id },
      query: action.query,
    } as RouteLinkButtonProps<RouteName>
    return (
      <RouteLinkButton {...link} icon={Icon} variant={variant}>
        {label}
      </RouteLinkButton>
    )
  }
  if (!can(action.key)) return null
  return (
    <Button variant={variant} onClick={() => action.onClick(row)}>
      {Icon ? <Icon aria-hidden="true" /> : null}
      {label}
    </Button>
  )
}

/**
 * The delete's confirmation. A refusal (a row others depend on, a stale version) keeps it open
 * with the API's reason; once deleted, the toast, the list, and what showed the row is stale —
 * marked after leaving, so the detail does not refetch into a "not found" on its way out.
 */
function DeleteDialog<Row>({
  row,
  remove,
  invalidates,
  open,
  onOpenChange,
}: OpenDialogProps & {
  row: Row
  remove: DetailDelete<Row>
  invalidates: readonly QueryKey[]
}) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | undefined>()
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setError(undefined)
        onOpenChange(next)
      }}
      title={remove.title}
      description={remove.describe(row)}
      confirmLabel="Eliminar"
      variant="destructive"
      errorMessage={error}
      onConfirm={async () => {
        try {
          await remove.run(row)
        } catch (cause) {
          setError(apiErrorMessage(cause))
          throw cause
        }
        notify.success(remove.done(row))
        await navigate(remove.leadsTo)
        await Promise.all(
          invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        )
      }}
    />
  )
}

/** A contact as a field's value: a link that writes or calls, or nothing (the field's dash). */
function contactLink(scheme: 'mailto' | 'tel', value: string | null | undefined): ReactNode {
  return value ? (
    <a href={`${scheme}:${value}`} className="underline-offset-4 hover:underline">
      {value}
    </a>
  ) : null
}

/** An e-mail address as a field's value: a link to write to it. */
export const mailLink = (email: string | null | undefined) => contactLink('mailto', email)

/** A phone number as a field's value: a link to call it. */
export const phoneLink = (telefono: string | null | undefined) => contactLink('tel', telefono)
