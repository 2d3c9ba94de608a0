// The notifications bell of every portal's app bar (decision 071): the count of the user's unread
// notifications as a badge — asked again every minute while the page is visible and whenever the
// window regains focus — and, when opened, a list of the newest. Opening one marks it read and
// goes to its page in this portal; "Marcar todas como leídas" clears the badge. Loaded on demand
// by bell-slot.tsx after the screen, so neither its code nor its calls delay a first paint.
import { type Connection, useEntityMutation } from '@cordillera/data-client'
import { notificacionesApi, notificacionesQueries } from '@cordillera/data-client/notificaciones'
import { Button } from '@cordillera/ui/components/button'
import { Popover, PopoverContent, PopoverTrigger } from '@cordillera/ui/components/popover'
import { formatDateTime } from '@cordillera/ui/format/plain'
import { useQuery } from '@tanstack/react-query'
import { Bell } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'

/** How often the badge asks while the page is visible (focus asks at once too). */
export const NOTIFICATIONS_POLL_MS = 60_000
/** The newest this many are listed. */
const LISTED = 10

export const bellText = {
  button: (unread: number) =>
    unread === 0 ? 'Notificaciones, ninguna sin leer' : `Notificaciones, ${unread} sin leer`,
  title: 'Notificaciones',
  markAll: 'Marcar todas como leídas',
  empty: 'No tienes notificaciones.',
  loading: 'Cargando notificaciones…',
  failed: 'No se pudieron cargar las notificaciones. Intenta de nuevo en un momento.',
  unread: 'Sin leer: ',
}

type Item = {
  id: string
  titulo: string
  cuerpo: string
  enlace: string | null
  leidaEn: string | null
  creadoEn: string
}

export default function NotificationBell({
  api,
  large = false,
}: {
  api: Connection
  /** The operador portal's 44 px touch target. */
  large?: boolean
}) {
  const queries = notificacionesQueries(api)
  const calls = notificacionesApi(api)
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const count = useQuery({
    ...queries.noLeidas(),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    // Always asked again on focus: one small count, the moment the user looks back at the page.
    staleTime: 0,
  })
  const list = useQuery({ ...queries.list({ pageSize: LISTED }), enabled: open })
  const readOne = useEntityMutation(queries, (id: string) => calls.read(id))
  const readAll = useEntityMutation(queries, () => calls.readAll())
  const unread = count.data?.noLeidas ?? 0

  const opened = (item: Item) => {
    setOpen(false)
    if (item.leidaEn === null) readOne.mutate(item.id)
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size={large ? 'icon-lg' : 'icon'}
          className="relative"
          aria-label={bellText.button(unread)}
        >
          <Bell aria-hidden="true" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              data-testid="notificaciones-badge"
              className="absolute top-0.5 right-0.5 min-w-4 rounded-full bg-destructive px-1 text-center text-[0.625rem] leading-4 font-semibold text-destructive-foreground"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        className="w-80 max-w-[calc(100vw-2rem)] p-0"
        aria-labelledby={titleId}
      >
        <div className="flex items-center justify-between gap-2 border-b px-4 py-2">
          <h2 id={titleId} className="text-sm font-semibold">
            {bellText.title}
          </h2>
          <Button
            variant="ghost"
            size={large ? 'sm' : 'xs'}
            disabled={unread === 0 || readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            {bellText.markAll}
          </Button>
        </div>
        <div className="max-h-96 overflow-y-auto">
          {list.isPending ? (
            <p className="px-4 py-3 text-sm text-muted-foreground">{bellText.loading}</p>
          ) : list.isError ? (
            <p role="alert" className="px-4 py-3 text-sm">
              {bellText.failed}
            </p>
          ) : list.data.items.length === 0 ? (
            <p className="px-4 py-3 text-sm text-muted-foreground">{bellText.empty}</p>
          ) : (
            <ul className="divide-y">
              {list.data.items.map((item) => (
                <li key={item.id}>
                  <Entry item={item} large={large} onOpen={() => opened(item)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </PopoverContent>
    </Popover>
  )
}

function Entry({ item, large, onOpen }: { item: Item; large: boolean; onOpen: () => void }) {
  const unread = item.leidaEn === null
  const body = (
    <span className="flex items-start gap-2">
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2 shrink-0 rounded-full ${unread ? 'bg-primary' : 'bg-transparent'}`}
      />
      <span className="grid gap-0.5">
        <span className={unread ? 'font-semibold' : undefined}>
          {unread ? <span className="sr-only">{bellText.unread}</span> : null}
          {item.titulo}
        </span>
        <span className="line-clamp-2 text-muted-foreground">{item.cuerpo}</span>
        <span className="text-xs text-muted-foreground">{formatDateTime(item.creadoEn)}</span>
      </span>
    </span>
  )
  const className = `block w-full px-4 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none ${large ? 'py-3' : 'py-2'}`
  return item.enlace ? (
    <Link to={item.enlace} className={className} onClick={onOpen}>
      {body}
    </Link>
  ) : (
    <button type="button" className={className} onClick={onOpen}>
      {body}
    </button>
  )
}
