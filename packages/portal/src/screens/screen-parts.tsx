// Small pieces every module's screens repeat: a button that is a link, the active/inactive badge,
// the "who created and changed it" line of a detail, the delete flow of a row (confirm, send the
// version that was read, say what happened), a list's load error and the end of a form.
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { Badge } from '@cordillera/ui/components/badge'
import { Button, type ButtonProps } from '@cordillera/ui/components/button'
import { ConfirmDialog } from '@cordillera/ui/components/confirm-dialog'
import { notify } from '@cordillera/ui/components/toaster'
import { formatDateTime } from '@cordillera/ui/format'
import { cn } from '@cordillera/ui/lib/cn'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { apiErrorMessage } from './api-error.ts'

export function LinkButton({
  to,
  children,
  ...button
}: Omit<ButtonProps, 'asChild'> & { to: string; children: ReactNode }) {
  return (
    <Button asChild {...button}>
      <Link to={to}>{children}</Link>
    </Button>
  )
}

export function ActivoBadge({ activo, femenino = false }: { activo: boolean; femenino?: boolean }) {
  const [si, no] = femenino ? ['Activa', 'Inactiva'] : ['Activo', 'Inactivo']
  return <Badge variant={activo ? 'success' : 'neutral'}>{activo ? si : no}</Badge>
}

type Author = { nombre: string } | null
export function TrackingNote({
  creadoEn,
  actualizadoEn,
  creadoPor,
  actualizadoPor,
}: {
  creadoEn: string
  actualizadoEn: string
  creadoPor: Author
  actualizadoPor: Author
}) {
  const by = (author: Author) => author?.nombre ?? 'el sistema'
  return (
    <p className="text-sm text-muted-foreground">
      Creado por {by(creadoPor)} el {formatDateTime(creadoEn)}
      {actualizadoEn !== creadoEn
        ? ` · modificado por ${by(actualizadoPor)} el ${formatDateTime(actualizadoEn)}`
        : null}
    </p>
  )
}

/**
 * A row's delete behind a confirmation: `ask(row)` opens it, `dialog` renders it. The API refuses
 * with a Spanish reason (a grupo with razones sociales, a stale version): the dialog stays open
 * with that reason.
 */
export function useDeleteConfirm<Row>({
  title,
  describe,
  deleteRow,
  done,
}: {
  title: string
  describe: (row: Row) => ReactNode
  deleteRow: (row: Row) => Promise<void>
  done: (row: Row) => string
}) {
  const [row, setRow] = useState<Row | null>(null)
  const [error, setError] = useState<string | undefined>()
  const dialog = (
    <ConfirmDialog
      open={row !== null}
      onOpenChange={(open) => {
        if (!open) setRow(null)
      }}
      title={title}
      description={row ? describe(row) : ''}
      confirmLabel="Eliminar"
      variant="destructive"
      errorMessage={error}
      onConfirm={async () => {
        if (!row) return
        try {
          await deleteRow(row)
        } catch (cause) {
          setError(apiErrorMessage(cause))
          throw cause
        }
        notify.success(done(row))
        setRow(null)
      }}
    />
  )
  return {
    ask: (next: Row) => {
      setError(undefined)
      setRow(next)
    },
    dialog,
  }
}

/** A list whose page failed to load: the API's reason above the (empty) table. */
export function ListError({ error, hasRows }: { error: unknown; hasRows: boolean }) {
  if (!error || hasRows) return null
  return (
    <Alert variant="destructive">
      <AlertDescription>{apiErrorMessage(error)}</AlertDescription>
    </Alert>
  )
}

/**
 * The end of a form: the submit button (waiting while it saves) and Cancelar. A page's form
 * cancels to a link and puts the main action first; a dialog's cancels by closing, its buttons
 * at the end, Cancelar first.
 */
export function FormActions({
  pending,
  submitLabel,
  cancel,
  className,
}: {
  pending: boolean
  submitLabel: string
  cancel: { to: string } | { onClick: () => void }
  className?: string
}) {
  const submit = (
    <Button type="submit" pending={pending}>
      {pending ? 'Guardando…' : submitLabel}
    </Button>
  )
  if ('to' in cancel) {
    return (
      <div className={cn('flex flex-wrap gap-2', className)}>
        {submit}
        <LinkButton to={cancel.to} variant="outline">
          Cancelar
        </LinkButton>
      </div>
    )
  }
  return (
    <div className={cn('flex flex-wrap justify-end gap-2', className)}>
      <Button type="button" variant="outline" onClick={cancel.onClick}>
        Cancelar
      </Button>
      {submit}
    </div>
  )
}
