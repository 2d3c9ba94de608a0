// The kit's modal dialog (Radix Dialog), the module dialog.tsx loads when a dialog first opens:
// focus moves in and is trapped while open, Escape closes, and focus returns to the trigger.
import { X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn.ts'
import { slotted } from '../lib/slotted.ts'
import { kit as kitText } from '../locale/es-cl/kit.ts'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close
export const DialogPortal = DialogPrimitive.Portal

export const DialogOverlay = slotted(
  DialogPrimitive.Overlay,
  'dialog-overlay',
  'fixed inset-0 z-50 bg-black/50',
)

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** The ✕ in the corner; hide it when the footer's buttons are the only ways out. */
  showCloseButton?: boolean
}

export function DialogContent({
  className,
  children,
  showCloseButton = true,
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 text-foreground shadow-lg sm:max-w-lg',
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            className="absolute top-4 right-4 rounded-xs opacity-70 outline-none transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4"
          >
            <X aria-hidden="true" />
            <span className="sr-only">{kitText.dialog.close}</span>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  )
}

export const DialogTitle = slotted(
  DialogPrimitive.Title,
  'dialog-title',
  'text-lg font-semibold leading-none',
)

export const DialogDescription = slotted(
  DialogPrimitive.Description,
  'dialog-description',
  'text-sm text-muted-foreground',
)
