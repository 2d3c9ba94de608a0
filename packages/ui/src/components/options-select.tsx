// The kit's select over a list of options (value and label each), for the fields that choose one
// of a few fixed things: the trigger, its placeholder, and an item per option, with an optional
// first one that stands for no value of the list ("Del mismo tipo", "Todas"). The trigger takes
// the rest of the props (id, class, ref, onBlur, aria attributes), as a form's field spreads them.
import type { ComponentProps } from 'react'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx'

export type SelectOption = { value: string; label: string; disabled?: boolean | undefined }

export type OptionsSelectProps = {
  options: readonly SelectOption[]
  /** An item before the options, whose value is none of theirs. */
  first?: SelectOption | undefined
  /** The chosen option's value; '' shows the placeholder. */
  value: string
  onValueChange: (value: string) => void
  placeholder?: string | undefined
  name?: string | undefined
  disabled?: boolean | undefined
  /** The items' classes (a phone's taller rows). */
  itemClassName?: string | undefined
} & Omit<ComponentProps<typeof SelectTrigger>, 'children' | 'disabled'>

export function OptionsSelect({
  options,
  first,
  value,
  onValueChange,
  placeholder,
  name,
  disabled,
  itemClassName,
  ...trigger
}: OptionsSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} name={name} disabled={disabled}>
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {(first ? [first, ...options] : options).map((option) => (
          <SelectItem
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            className={itemClassName}
          >
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
