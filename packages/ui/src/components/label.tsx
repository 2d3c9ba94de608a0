// The kit's form label (Radix Label: clicking it focuses its control, and it never selects text on
// double click).
import { Label as LabelPrimitive } from 'radix-ui'
import { slotted } from '../lib/slotted.ts'

export const Label = slotted(
  LabelPrimitive.Root,
  'label',
  'flex select-none items-center gap-2 text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
)
