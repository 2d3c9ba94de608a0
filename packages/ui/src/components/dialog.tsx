import { slotted } from '../lib/slotted.ts'
import { deferredCompound } from './on-demand.tsx'

const dialog = deferredCompound(
  () => import('./dialog-parts.tsx'),
  { root: 'Dialog', trigger: 'DialogTrigger' },
  'dialog',
)

export const { Dialog, DialogTrigger, DialogClose, DialogContent, DialogTitle, DialogDescription } =
  dialog.parts
export type { DialogContentProps } from './dialog-parts.tsx'

export const DialogHeader = slotted('div', 'dialog-header', 'grid gap-2 text-center sm:text-left')

export const DialogFooter = slotted(
  'div',
  'dialog-footer',
  'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
)
