// A calendar date: typed as dd-mm-aaaa (31-12-2026, 31/12/2026 or 31122026 on a keypad) or chosen
// in a Spanish, Monday-first calendar in a popover. Emits the ISO date ('2026-12-31'), null when
// empty, or the typed text when it is not a date, for the schema (z.iso.date()) to reject.
import { type ComponentProps, type Ref, useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { forms as formsText } from '../../locale/es-cl/forms.ts'
import { Popover, PopoverAnchor } from '../popover.tsx'
import { calendarDate } from './calendar-dates.ts'
import {
  CalendarButton,
  CalendarPopover,
  DateInput,
  oneDay,
  useTypedValue,
} from './calendar-popover.tsx'
import { dateText, dateValue } from './date-text.ts'

const text = formsText.date

export type DatePickerProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'ref' | 'min' | 'max'
> & {
  /** An ISO date ('2026-12-31'). */
  value?: string | null | undefined
  onChange?: ((value: string | null) => void) | undefined
  /** The first and last days that can be chosen, as ISO dates. */
  min?: string | undefined
  max?: string | undefined
  ref?: Ref<HTMLInputElement>
}

export function DatePicker({
  value,
  onChange,
  onBlur,
  min,
  max,
  disabled,
  className,
  placeholder,
  ref,
  ...props
}: DatePickerProps) {
  const [open, setOpen] = useState(false)
  const { shown, setShown, emitted, emit } = useTypedValue({
    value,
    empty: null,
    toShown: dateText,
    onChange,
  })

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <div data-slot="date-picker" className={cn('relative', className)}>
          <DateInput
            ref={ref}
            placeholder={placeholder ?? text.placeholder}
            disabled={disabled}
            {...props}
            className="pr-10"
            value={shown}
            onChange={(event) => {
              setShown(event.target.value)
              emit(dateValue(event.target.value))
            }}
            onBlur={(event) => {
              // "1-2-2026" or "01022026" becomes "01-02-2026" once the user moves on.
              const iso = dateValue(shown)
              if (calendarDate(iso)) setShown(dateText(iso))
              onBlur?.(event)
            }}
          />
          <CalendarButton inside disabled={disabled} />
        </div>
      </PopoverAnchor>
      <CalendarPopover
        {...oneDay({
          day: emitted,
          min,
          max,
          onPick: (iso) => {
            setShown(dateText(iso))
            emit(iso)
            setOpen(false)
          },
        })}
      />
    </Popover>
  )
}
