// A form field that chooses one of a few options with the kit's Select, for what the kit's
// SelectField does not do: an option that stands for no value (saved as null: "Sin indicar", "El
// mismo tipo"), and a reaction to a choice (a tipo that fills in its unidad and tarifa).
import { FormField } from '@cordillera/ui/components/forms/field'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@cordillera/ui/components/select'
import type { ReactNode } from 'react'

/** The Select's value of the option that stands for null. */
const NONE = 'ninguno'

export function ChoiceField({
  name,
  label,
  optional,
  hint,
  className,
  options,
  placeholder,
  none,
  onChosen,
  triggerClassName,
  itemClassName,
}: {
  name: string
  label: ReactNode
  optional?: boolean
  hint?: ReactNode
  className?: string
  options: readonly { value: string; label: ReactNode }[]
  placeholder?: string
  /**
   * The option saved as null, first in the list. `shownWhenEmpty`: an empty field shows it chosen
   * (it is the default) instead of the placeholder.
   */
  none?: { label: ReactNode; shownWhenEmpty?: boolean } | undefined
  /** After the user chose an option other than `none`. */
  onChosen?: (value: string) => void
  /** The closed select's and the options' own classes (on a phone: full width, taller rows). */
  triggerClassName?: string
  itemClassName?: string
}) {
  return (
    <FormField name={name} label={label} optional={optional} hint={hint} className={className}>
      {({ value, onChange, onBlur, name: fieldName, ref, disabled, ...control }) => (
        <Select
          value={(value as string | null | undefined) ?? (none?.shownWhenEmpty ? NONE : '')}
          onValueChange={(next) => {
            if (next === NONE) {
              onChange(null)
              return
            }
            onChange(next)
            onChosen?.(next)
          }}
          name={fieldName}
          disabled={disabled}
        >
          <SelectTrigger ref={ref} onBlur={onBlur} {...control} className={triggerClassName}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {none ? (
              <SelectItem value={NONE} className={itemClassName}>
                {none.label}
              </SelectItem>
            ) : null}
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value} className={itemClassName}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  )
}
