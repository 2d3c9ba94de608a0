import { slotted } from '../lib/slotted.ts'
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

export const DialogHeader = slotted('div', 'dialog-header', 'grid gap-2 text-center sm:text-left')

export const DialogFooter = slotted(
  'div',
  'dialog-footer',
  'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
)
