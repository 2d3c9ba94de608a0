// A form's date fields with the kit's DatePicker: one day (`DateField`, optionally between `min`
// and `max`), or a range whose end cannot be chosen before its start (`DateRangeFields`: changing
// the start checks the end again, so its "before the start" message follows).
import { DatePicker } from '@cordillera/ui/components/forms/date-picker'
import { FormField } from '@cordillera/ui/components/forms/field'
import type { ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

export type DateFieldProps = {
  name: string
  label: ReactNode
  hint?: ReactNode
  optional?: boolean
  /** The first and last days that can be chosen, as ISO dates. */
  min?: string | undefined
  max?: string | undefined
  /** The picker's own classes (e.g. `max-w-xs`). */
  pickerClassName?: string
  /** After the user chose a day (or cleared it). */
  onChosen?: (value: string | null) => void
}

export function DateField({
  name,
  label,
  hint,
  optional,
  min,
  max,
  pickerClassName,
  onChosen,
}: DateFieldProps) {
  return (
    <FormField name={name} label={label} hint={hint} optional={optional}>
      {({ value, onChange, ...field }) => (
        <DatePicker
          {...field}
          value={(value as string | null | undefined) || null}
          onChange={(next) => {
            onChange(next)
            onChosen?.(next)
          }}
          min={min}
          max={max}
          className={pickerClassName}
        />
      )}
    </FormField>
  )
}

/** Two days, `start` then `end`; `end` is optional and not before `start`. */
export function DateRangeFields({
  start,
  end,
}: {
  start: Pick<DateFieldProps, 'name' | 'label' | 'optional'>
  end: Pick<DateFieldProps, 'name' | 'label'>
}) {
  const { control, getValues, trigger } = useFormContext()
  const startValue = useWatch({ control, name: start.name }) as string | null | undefined
  return (
    <>
      <DateField
        {...start}
        // The end's "before the start" message follows a change of the start.
        onChosen={() => {
          if (getValues(end.name)) void trigger(end.name)
        }}
      />
      <DateField {...end} optional min={startValue || undefined} />
    </>
  )
}
