import { slotted } from '../lib/slotted.ts'
import { deferredCompound } from './on-demand.tsx'

const sheet = deferredCompound(
  () => import('./sheet-parts.tsx'),
  { root: 'Sheet', trigger: 'SheetTrigger' },
  'dialog',
)

export const { Sheet, SheetTrigger, SheetContent, SheetTitle, SheetDescription } = sheet.parts
export type { SheetContentProps } from './sheet-parts.tsx'

export const SheetHeader = slotted('div', 'sheet-header', 'grid gap-1.5 p-4')

export const SheetFooter = slotted('div', 'sheet-footer', 'mt-auto grid gap-2 p-4')
