// The kit's radio group (Radix): arrow keys move between the options, one tab stop for the group.
// Give the group a name with `aria-label` or `aria-labelledby`, and each item a <Label htmlFor>.
import { Circle } from 'lucide-react'
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui'
import { slotted, slottedWith } from '../lib/slotted.ts'

export const RadioGroup = slotted(RadioGroupPrimitive.Root, 'radio-group', 'grid gap-3')

export const RadioGroupItem = slottedWith(
  RadioGroupPrimitive.Item,
  'radio-group-item',
  {
    children: (
      <RadioGroupPrimitive.Indicator className="flex items-center justify-center">
        <Circle aria-hidden="true" className="size-2 fill-current" />
      </RadioGroupPrimitive.Indicator>
    ),
  },
  'aspect-square size-4 shrink-0 rounded-full border border-input bg-background text-primary shadow-xs outline-none transition-shadow',
  'focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50',
  'data-[state=checked]:border-primary aria-invalid:border-destructive',
)
