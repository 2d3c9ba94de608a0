// Asks before an action that matters (delete, reject, sign): a Radix alert dialog with a title, a
// description and Confirmar/Cancelar. `onConfirm` may be async: while it runs both buttons are
// disabled and the dialog cannot be dismissed, so the action is not sent twice nor abandoned
// half-way; it closes when the action succeeds and stays open with an error when it fails. Radix's
// part is loaded when the dialog's trigger is first pointed at or focused, or when it opens, not
// with the screen (decision 053, on-demand.tsx).
import { type ReactNode, useState } from 'react'
import { kit as kitText } from '../locale/es-cl/kit.ts'
import { ErrorAlert } from './alert.tsx'
import { Button } from './button.tsx'
import { deferredCompound } from './on-demand.tsx'

const alert = deferredCompound(
  () => import('./alert-dialog-parts.tsx'),
  { root: 'Root', trigger: 'Trigger' },
  'dialog',
)
const AlertDialog = alert.parts

const { confirm: text } = kitText

export type ConfirmDialogProps = {
  title: string
  description: ReactNode
  /** The element that opens it, e.g. `<Button variant="destructive">Eliminar</Button>`. */
  trigger?: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** The action; a rejected promise keeps the dialog open and shows `errorMessage`. */
  onConfirm: () => void | Promise<void>
  confirmLabel?: string
  cancelLabel?: string
  /** `destructive` paints the confirm button red: the action deletes or cannot be undone. */
  variant?: 'default' | 'destructive'
  errorMessage?: string
}

export function ConfirmDialog({
  title,
  description,
  trigger,
  open: openProp,
  onOpenChange,
  onConfirm,
  confirmLabel = text.confirm,
  cancelLabel = text.cancel,
  variant = 'default',
  errorMessage = text.failed,
}: ConfirmDialogProps) {
  const [openState, setOpenState] = useState(false)
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)
  const open = openProp ?? openState

  function setOpen(next: boolean) {
    if (pending) return
    if (next) setFailed(false)
    setOpenState(next)
    onOpenChange?.(next)
  }

  async function confirm() {
    setPending(true)
    setFailed(false)
    try {
      await onConfirm()
      setPending(false)
      setOpenState(false)
      onOpenChange?.(false)
    } catch {
      setPending(false)
      setFailed(true)
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          data-slot="confirm-dialog"
          aria-busy={pending || undefined}
          onEscapeKeyDown={(event) => {
            if (pending) event.preventDefault()
          }}
          className="fixed top-1/2 left-1/2 z-50 grid w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 text-foreground shadow-lg sm:max-w-md"
        >
          <div className="grid gap-2">
            <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">
              {description}
            </AlertDialog.Description>
          </div>
          {failed ? <ErrorAlert>{errorMessage}</ErrorAlert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that one closes at once, before an async action ends. */}
            <Button
              variant={variant === 'destructive' ? 'destructive' : 'default'}
              pending={pending}
              onClick={() => void confirm()}
            >
              {pending ? text.pending : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
