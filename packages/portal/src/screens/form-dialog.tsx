// A screen's dialog (a form or a choice over the page): open while `open`, and closed by Escape,
// its ✕ or a click outside, which all call `onClose`. `DialogHeading` is its title and the
// sentence under it, which the dialog is named and described by.
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@cordillera/ui/components/dialog'
import type { ReactNode } from 'react'

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
