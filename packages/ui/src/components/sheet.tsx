import { slotted } from '../lib/slotted.ts'
import { deferredCompound } from './on-demand.tsx'

const sheet = deferredCompound(
  () => import('./sheet-parts.tsx'),
  { root: 'Sheet', trigger: 'SheetTrigger' },
  'dialog',
)

export const Sheet = sheet.Root
export const SheetTrigger = sheet.Trigger
export const SheetClose = sheet.part('SheetClose')
export const SheetContent = sheet.part('SheetContent')
export const SheetTitle = sheet.part('SheetTitle')
export const SheetDescription = sheet.part('SheetDescription')
export type { SheetContentProps } from './sheet-parts.tsx'

export const SheetHeader = slotted('div', 'sheet-header', 'grid gap-1.5 p-4')

export const SheetFooter = slotted('div', 'sheet-footer', 'mt-auto grid gap-2 p-4')
