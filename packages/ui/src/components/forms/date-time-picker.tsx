// A date and a time on Santiago's 24-hour clock (a report's start, a delivery): the date typed or
// chosen in the calendar, the time typed as hh:mm (1830 becomes 18:30). A text field rather than
// <input type="time"> because browsers show that one with a.m./p.m. in some locales, and the
// business uses a 24-hour clock. Emits the instant as an ISO timestamp ('2026-12-31T21:30:00.000Z'),
// null when both parts are empty, or the typed text otherwise, for z.iso.datetime() to reject.
import { useState } from 'react'
import { forms as formsText } from '../../locale/es-cl/forms.ts'
import { calendarDate } from './calendar-dates.ts'
import { CalendarButton, DateInput, DateParts, oneDay, useTypedValue } from './calendar-popover.tsx'
import { dateText, dateTimeTexts, dateTimeValue, dateValue, normaliseTime } from './date-text.ts'
import { type ControlProps, controlOf } from './field-frame.tsx'

const text = formsText.date

export type DateTimePickerProps = {
  /** An ISO timestamp. */
  value?: string | null | undefined
  onChange?: ((value: string | null) => void) | undefined
  /** Called when focus leaves the whole field. */
  onBlur?: (() => void) | undefined
  /** The first and last days that can be chosen, as ISO dates. */
  min?: string | undefined
  max?: string | undefined
} & ControlProps<HTMLInputElement>

export function DateTimePicker(props: DateTimePickerProps) {
  const { value, onChange, onBlur, min, max, disabled } = props
  const control = controlOf(props)
  const { id, name, ref, describedBy, invalid } = control
  const [open, setOpen] = useState(false)
  const { shown, setShown, emit } = useTypedValue({
    value,
    empty: null,
    toShown: dateTimeTexts,
    onChange,
  })

  function update(next: { date: string; time: string }) {
    setShown(next)
    emit(dateTimeValue(next.date, next.time))
  }

  return (
    <DateParts
      slot="date-time-picker"
      control={control}
      onBlur={onBlur}
      open={open}
      onOpenChange={setOpen}
      calendar={oneDay({
        day: dateValue(shown.date),
        min,
        max,
        onPick: (iso) => {
          update({ ...shown, date: dateText(iso) })
          setOpen(false)
        },
      })}
    >
      <div className="relative min-w-0 flex-[3]">
        <DateInput
          ref={ref}
          id={id}
          name={name ? `${name}.date` : undefined}
          aria-label={text.date}
          aria-describedby={describedBy}
          invalid={invalid}
          disabled={disabled}
          className="pr-10"
          value={shown.date}
          onChange={(event) => update({ ...shown, date: event.target.value })}
          onBlur={() => {
            const iso = dateValue(shown.date)
            if (calendarDate(iso)) setShown((texts) => ({ ...texts, date: dateText(iso) }))
          }}
        />
        <CalendarButton inside disabled={disabled} />
      </div>
      <DateInput
        name={name ? `${name}.time` : undefined}
        maxLength={5}
        aria-label={text.time}
        aria-describedby={describedBy}
        invalid={invalid}
        placeholder={text.timePlaceholder}
        disabled={disabled}
        className="min-w-0 flex-[2] tabular-nums"
        value={shown.time}
        onChange={(event) => update({ ...shown, time: event.target.value })}
        onBlur={() => {
          const time = normaliseTime(shown.time)
          if (time !== shown.time) update({ ...shown, time })
        }}
      />
    </DateParts>
  )
}
