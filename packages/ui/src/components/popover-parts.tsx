// The kit's popover (Radix), the module popover.tsx loads when a popover is first pointed at or
// opened: non-modal floating content anchored to a trigger. Escape and a click outside close it.
import { Popover as PopoverPrimitive } from 'radix-ui'
import { slottedInPortal } from '../lib/slotted.ts'

export const Popover = PopoverPrimitive.Root
export const PopoverTrigger = PopoverPrimitive.Trigger
export const PopoverAnchor = PopoverPrimitive.Anchor
export const PopoverPortal = PopoverPrimitive.Portal
/** Radix's content without the kit's look, for a popup drawn its own way (the combobox's list). */
export const PopoverBareContent = PopoverPrimitive.Content

export const PopoverContent = slottedInPortal(
  PopoverPrimitive.Portal,
  PopoverPrimitive.Content,
  'popover-content',
  { align: 'center', sideOffset: 4 },
  'z-50 w-72 origin-(--radix-popover-content-transform-origin) rounded-md border bg-popover p-4 text-popover-foreground shadow-md outline-none',
)
