// A day of a period as a phone's list filters by it (CardListScreen: the history's and the lessor's
// reports' Desde and Hasta), kept in the URL as an ISO date. Apart from the estado filter, so that
// the kit's date picker loads only with the lists that filter by day.
import { DatePicker } from '@cordillera/ui/components/forms/date-picker'
import { Field } from '@cordillera/ui/components/forms/field-frame'
import { useState } from 'react'
import type { CardListFilter } from './card-list-screen.tsx'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * A day of a period (`Desde`, `Hasta`): not before the filter `notBefore` names, not after
 * `notAfter`'s. The list follows once a whole date is typed or chosen (or it is cleared).
 */
export function dateFilter(
  label: string,
  bounds: { notBefore?: string; notAfter?: string } = {},
): CardListFilter<string | undefined> {
  const day = (value: unknown) => (typeof value === 'string' ? value : undefined)
  return {
    read: (param) => (param && ISO_DATE.test(param) ? param : undefined),
    control: ({ value, onChange, filters }) => (
      <DateFilterField
        label={label}
        value={value}
        min={bounds.notBefore ? day(filters[bounds.notBefore]) : undefined}
        max={bounds.notAfter ? day(filters[bounds.notAfter]) : undefined}
        onChange={onChange}
      />
    ),
  }
}

/** The field keeps what is being typed meanwhile, and starts over when the URL's day changes. */
function DateFilterField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string
  value: string | undefined
  min: string | undefined
  max: string | undefined
  onChange: (value: string | undefined) => void
}) {
  const [typed, setTyped] = useState<string | null>(value ?? null)
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setTyped(value ?? null)
  }
  return (
    <Field label={label}>
      {(control) => (
        <DatePicker
          {...control}
          className="[&_input]:h-11"
          value={typed}
          min={min}
          max={max}
          onChange={(next) => {
            setTyped(next)
            if (next === null || ISO_DATE.test(next)) onChange(next ?? undefined)
          }}
        />
      )}
    </Field>
  )
}
