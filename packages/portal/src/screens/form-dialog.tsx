// A screen's dialog (a form or a choice over the page): open while `open`, and closed by Escape,
// its ✕ or a click outside, which all call `onClose`. `DialogHeading` is its title and the
// sentence under it, which the dialog is named and described by. `RefusalFormDialog` is the
// dialog whose form the API may refuse as a whole (a 409): the refusal is shown above the form and
// outlives it, so the form can start over (keyed) on what changed, and closing clears it.
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@cordillera/ui/components/dialog'
import { type ReactNode, useState } from 'react'

export function FormDialog({
  open,
  onClose,
  className,
  children,
}: {
  open: boolean
  onClose: () => void
  /** The content's width, e.g. `sm:max-w-lg`. */
  className?: string
  children: ReactNode
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className={className}>{children}</DialogContent>
    </Dialog>
  )
}

export function DialogHeading({
  title,
  description,
}: {
  title: ReactNode
  description?: ReactNode
}) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      {description ? <DialogDescription>{description}</DialogDescription> : null}
    </DialogHeader>
  )
}

/** A dialog a screen opens and closes: whether it is open, and how it asks to close. */
export type OpenDialogProps = { open: boolean; onOpenChange: (open: boolean) => void }

/** What a `RefusalFormDialog` hands its form: where a refusal goes, and how to close when done. */
export type RefusalFormProps = { onRefused: (message: string) => void; onDone: () => void }

export function RefusalFormDialog({
  open,
  onOpenChange,
  title,
  description,
  refusedTitle,
  className = 'sm:max-w-lg',
  form,
}: OpenDialogProps & {
  title: ReactNode
  description?: ReactNode
  /** The refusal notice's title, e.g. "No se registró el movimiento". */
  refusedTitle: string
  className?: string
  form: (props: RefusalFormProps) => ReactNode
}) {
  const [refusal, setRefusal] = useState<string | null>(null)
  const close = () => {
    setRefusal(null)
    onOpenChange(false)
  }
  return (
    <FormDialog open={open} onClose={close} className={className}>
      <DialogHeading title={title} description={description} />
      <ProblemaAlert title={refusedTitle} message={refusal} />
      {form({ onRefused: setRefusal, onDone: close })}
    </FormDialog>
  )
}

/** Why the dialog could not do its work (a refusal, a failed read); nothing when there is none. */
export function ProblemaAlert({ title, message }: { title: string; message: string | null }) {
  return message ? (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  ) : null
}
