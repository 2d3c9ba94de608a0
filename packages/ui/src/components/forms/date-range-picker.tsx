// A period (desde–hasta), e.g. an EDP's period or a report filter: two typed dates (dd-mm-aaaa) and
// a calendar in a popover where the first click sets "desde" and the second "hasta" (a second
// click before "desde" starts the period again there). Emits
// { from, to } with ISO dates (null when empty, the typed text when it is not a date). Validate it
// with `dateRangeSchema` (./date-range-schema.ts), which checks both dates and their order.
import { useState } from 'react'
import type { DateRange as CalendarRangeValue } from 'react-day-picker'
import { forms as formsText } from '../../locale/es-cl/forms.ts'
import { calendarDate, isoFromCalendarDate } from './calendar-dates.ts'
import { CalendarButton, DateInput, DateParts, useTypedValue } from './calendar-popover.tsx'
import { dateText, dateValue } from './date-text.ts'
import { type ControlProps, controlOf } from './field-frame.tsx'

// The schema travels with the picker, so `@cordillera/ui/components/forms/date-range-picker` gives both.
export { dateRangeSchema, optionalDateRangeSchema } from './date-range-schema.ts'

const text = formsText.date

export type DateRange = { from: string | null; to: string | null }

/** What the field accepts as value: either end may be missing (a form's empty defaults). */
export type DateRangeInput = { from?: string | null | undefined; to?: string | null | undefined }

const complete = (range: DateRangeInput | null | undefined): DateRange => ({
  from: range?.from ?? null,
  to: range?.to ?? null,
})

const sameRange = (a: DateRange, b: DateRange) => a.from === b.from && a.to === b.to

export type DateRangePickerProps = {
  value?: DateRangeInput | null | undefined
  onChange?: ((value: DateRange) => void) | undefined
  /** Called when focus leaves the whole field (both inputs and the calendar). */
  onBlur?: (() => void) | undefined
  min?: string | undefined
  max?: string | undefined
  /** Months side by side in the calendar (2 by default; they stack on narrow screens). */
  numberOfMonths?: number
} & ControlProps<HTMLInputElement>

export function DateRangePicker(props: DateRangePickerProps) {
  const { value, onChange, onBlur, min, max, numberOfMonths = 2, disabled } = props
  const control = controlOf(props)
  const { id, name, ref, describedBy, invalid } = control
  const [open, setOpen] = useState(false)
  // Which end the next click in the calendar sets; every opening starts with "desde".
  const [picking, setPicking] = useState<keyof DateRange>('from')
  const { shown, setShown, emitted, emit } = useTypedValue({
    value: value === undefined ? undefined : complete(value),
    empty: complete(null),
    toShown: (range: DateRange) => ({ from: dateText(range.from), to: dateText(range.to) }),
    onChange,
    same: sameRange,
  })

  function type(part: keyof DateRange, typed: string) {
    setShown((texts) => ({ ...texts, [part]: typed }))
    emit({ ...emitted, [part]: dateValue(typed) })
  }

  function tidy(part: keyof DateRange) {
    const iso = emitted[part]
    if (calendarDate(iso)) setShown((texts) => ({ ...texts, [part]: dateText(iso) }))
  }

  function pick(day: Date) {
    const iso = isoFromCalendarDate(day)
    const from = emitted.from
    const next: DateRange =
      picking === 'from' || !from || !calendarDate(from) || iso < from
        ? { from: iso, to: null }
        : { from, to: iso }
    setShown({ from: dateText(next.from), to: dateText(next.to) })
    emit(next)
    if (next.to) setOpen(false)
    else setPicking('to')
  }

  // Always an object, so the calendar stays controlled by this field.
  const selected: CalendarRangeValue = {
    from: calendarDate(emitted.from),
    to: calendarDate(emitted.to),
  }

  const input = (part: keyof DateRange) => (
    <DateInput
      // The label focuses "desde"; react-hook-form focuses it on an error.
      ref={part === 'from' ? ref : undefined}
      id={part === 'from' ? id : undefined}
      name={name ? `${name}.${part}` : undefined}
      aria-label={text[part]}
      aria-describedby={describedBy}
      invalid={invalid}
      disabled={disabled}
      className="min-w-0 flex-1"
      value={shown[part]}
      onChange={(event) => type(part, event.target.value)}
      onBlur={() => tidy(part)}
    />
  )
  return (
    <DateParts
      slot="date-range-picker"
      control={control}
      // The field is left when focus goes somewhere outside it (not to the other input or the calendar).
      onBlur={onBlur}
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setPicking('from')
      }}
      calendar={{
        popoverClassName: 'max-w-[calc(100vw-1rem)]',
        mode: 'range',
        numberOfMonths,
        selected,
        defaultMonth: selected.from,
        firstDay: min,
        lastDay: max,
        onDayClick: (day, modifiers) => {
          if (!modifiers.disabled) pick(day)
        },
      }}
    >
      {input('from')}
      <span aria-hidden="true" className="text-muted-foreground">
        –
      </span>
      {input('to')}
      <CalendarButton range disabled={disabled} />
    </DateParts>
  )
}
