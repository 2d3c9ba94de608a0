// The kit's modal dialog (Radix Dialog): focus moves in and is trapped while open, Escape closes,
// and focus returns to the trigger. Every dialog needs a DialogTitle (screen readers announce it).
// Its Radix module (dialog-parts.tsx, ~11 KB gzip) is loaded when a dialog's trigger is first
// pointed at or focused, or when the dialog opens, not with the screen (decision 053,
// on-demand.tsx): a form in a dialog shows a moment after the press on a slow first visit.
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn.ts'
import { deferredCompound } from './on-demand.tsx'

const dialog = deferredCompound(
  () => import('./dialog-parts.tsx'),
  { root: 'Dialog', trigger: 'DialogTrigger' },
  'dialog',
)

export const Dialog = dialog.Root
export const DialogTrigger = dialog.Trigger
export const DialogClose = dialog.part('DialogClose')
export const DialogPortal = dialog.part('DialogPortal')
export const DialogOverlay = dialog.part('DialogOverlay')
export const DialogContent = dialog.part('DialogContent')
export const DialogTitle = dialog.part('DialogTitle')
export const DialogDescription = dialog.part('DialogDescription')
export type { DialogContentProps } from './dialog-parts.tsx'

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('grid gap-2 text-center sm:text-left', className)}
      {...props}
    />
  )
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  )
}
