// The kit's modal dialog (Radix Dialog), the module dialog.tsx loads when a dialog first opens:
// focus moves in and is trapped while open, Escape closes, and focus returns to the trigger.
import { Dialog as DialogPrimitive } from 'radix-ui'
import { cn } from '../lib/cn.ts'
import { slotted } from '../lib/slotted.ts'
import { ModalContent, type ModalContentProps } from './modal-content.tsx'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

export type DialogContentProps = ModalContentProps

export function DialogContent({ className, ...props }: DialogContentProps) {
  return (
    <ModalContent
      kind="dialog"
      className={cn(
        'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 text-foreground shadow-lg sm:max-w-lg',
        className,
      )}
      closeClassName="absolute top-4 right-4 rounded-xs opacity-70 outline-none transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4"
      {...props}
    />
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
