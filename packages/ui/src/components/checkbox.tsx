// The kit's checkbox (Radix): a real checkbox role with keyboard support and an indeterminate
// state ("some rows selected"). Pair it with <Label htmlFor>.
import { Check, Minus } from 'lucide-react'
import { Checkbox as CheckboxPrimitive } from 'radix-ui'
import { slottedWith } from '../lib/slotted.ts'

export const Checkbox = slottedWith(
  CheckboxPrimitive.Root,
  'checkbox',
  {
    children: (
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="group flex items-center justify-center text-current"
      >
        <Check aria-hidden="true" className="size-3.5 group-data-[state=indeterminate]:hidden" />
        <Minus
          aria-hidden="true"
          className="hidden size-3.5 group-data-[state=indeterminate]:block"
        />
      </CheckboxPrimitive.Indicator>
    ),
  },
  'peer size-4 shrink-0 rounded-[4px] border border-input bg-background shadow-xs outline-none transition-shadow',
  'focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50',
  'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
  'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
)
