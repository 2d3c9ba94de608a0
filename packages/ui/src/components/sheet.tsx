// The kit's sheet (drawer): a Radix Dialog that slides in from a side of the screen, for the menu on
// small screens and for filters or details that should not leave the page. Focus is trapped while
// it is open and returns to the trigger on close. Its Radix module (sheet-parts.tsx) is loaded when
// a sheet is first pointed at, focused or opened, not with the screen (decision 053, on-demand.tsx).
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn.ts'
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

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('grid gap-1.5 p-4', className)} {...props} />
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="sheet-footer" className={cn('mt-auto grid gap-2 p-4', className)} {...props} />
  )
}
