// What the date pickers share: the text shown against the value emitted, the typed date's input,
// the group of a field made of several inputs with its calendar, the button that opens the
// calendar, the popover the calendar shows in, a one-day calendar's settings, and when focus has
// left the whole field. The calendar (react-day-picker and
// its Spanish locale) is loaded when the button is first pointed at, focused or pressed, not with
// the screen: a screen that only shows a period's figures never needs it (decision 048).
import { CalendarDays, CalendarRange } from 'lucide-react'
import {
  type ComponentProps,
  type FocusEvent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react'
import { cn } from '../../lib/cn.ts'
import { forms as formsText } from '../../locale/es-cl/forms.ts'
import { Button } from '../button.tsx'
import { Input } from '../input.tsx'
import { LoadBoundary } from '../load-boundary.tsx'
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from '../popover.tsx'
import { Skeleton } from '../skeleton.tsx'
import type { CalendarProps } from './calendar.tsx'
import { calendarDate, isoFromCalendarDate } from './calendar-dates.ts'
import type { controlOf } from './field-frame.tsx'

const text = formsText.date

const loadCalendar = () => import('./calendar.tsx')
const Calendar = lazy(() => loadCalendar().then((module) => ({ default: module.Calendar })))

/**
 * The button that opens the calendar: inside the date input (`inside`, a ghost icon) or beside
 * the inputs (an outlined one). It starts loading the calendar as soon as it is pointed at.
 */
export function CalendarButton({
  disabled,
  range = false,
  inside = false,
}: {
  disabled?: boolean | undefined
  /** The icon of a period (two dates). */
  range?: boolean
  inside?: boolean
}) {
  const Icon = range ? CalendarRange : CalendarDays
  return (
    <PopoverTrigger asChild>
      <Button
        type="button"
        variant={inside ? 'ghost' : 'outline'}
        size="icon"
        disabled={disabled}
        aria-label={text.openCalendar}
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        className={
          inside
            ? 'absolute inset-y-0 right-0 my-auto size-9 text-muted-foreground'
            : 'shrink-0 text-muted-foreground'
        }
      >
        <Icon aria-hidden="true" />
      </Button>
    </PopoverTrigger>
  )
}

/** Days outside [min, max] (ISO dates) cannot be chosen in the calendar. */
export function outsideRange(min?: string, max?: string) {
  const before = calendarDate(min)
  const after = calendarDate(max)
  return [...(before ? [{ before }] : []), ...(after ? [{ after }] : [])]
}

type CalendarPopoverProps = CalendarProps & {
  popoverClassName?: string
  onBlur?: ((event: FocusEvent<HTMLElement>) => void) | undefined
  /** The first and last days that can be chosen, as ISO dates (a picker's min and max). */
  firstDay?: string | undefined
  lastDay?: string | undefined
}

/**
 * The calendar in the popover, named "Calendario", focused when it opens; days outside
 * [firstDay, lastDay] cannot be chosen. A block of the calendar's size stands in for it while it loads.
 * `onBlur` goes on the popover (see `onLeaveField`).
 */
export function CalendarPopover({
  popoverClassName,
  onBlur,
  firstDay,
  lastDay,
  ...calendar
}: CalendarPopoverProps) {
  return (
    <PopoverContent
      align="start"
      className={cn('w-auto p-0', popoverClassName)}
      aria-label={text.calendar}
      onBlur={onBlur}
    >
      <LoadBoundary fallback={<p className="w-72 p-4 text-sm">{text.calendarFailed}</p>}>
        <Suspense fallback={<Skeleton data-slot="calendar-loading" className="h-80 w-72" />}>
          <Calendar autoFocus disabled={outsideRange(firstDay, lastDay)} {...calendar} />
        </Suspense>
      </LoadBoundary>
    </PopoverContent>
  )
}

/**
 * A focus-out handler for a field made of several inputs and the calendar: `onBlur` runs only
 * when focus goes somewhere outside all of them.
 */
function onLeaveField(onBlur: (() => void) | undefined) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget
    if (next instanceof Node && event.currentTarget.contains(next)) return
    if (next instanceof Element && next.closest('[data-slot="popover-content"]')) return
    onBlur?.()
  }
}

/**
 * A date (or time) typed as digits: a text input with the numeric keypad on a phone, no
 * autocomplete, "dd-mm-aaaa" as placeholder unless given; `invalid` sets aria-invalid.
 */
export function DateInput({
  invalid,
  ...props
}: ComponentProps<typeof Input> & { invalid?: boolean | undefined }) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={text.placeholder}
      aria-invalid={invalid || undefined}
      {...props}
    />
  )
}

/**
 * A field made of several inputs (desde and hasta, a date and a time) and its calendar: a group
 * named by the field's label, described by its hint and error, that anchors the calendar's popover
 * and is left only when focus leaves all of it and the calendar.
 */
export function DateParts({
  slot,
  control: { labelledBy, describedBy, className },
  onBlur,
  open,
  onOpenChange,
  calendar,
  children,
}: {
  slot: string
  /** The field's ControlProps as `controlOf` reads them: the group's label, hint and class. */
  control: Pick<ReturnType<typeof controlOf>, 'labelledBy' | 'describedBy' | 'className'>
  onBlur: (() => void) | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The calendar's settings (its `onBlur` is the field's). */
  calendar: CalendarPopoverProps
  children: ReactNode
}) {
  const leave = onLeaveField(onBlur)
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor asChild>
        <fieldset
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          data-slot={slot}
          onBlur={leave}
          className={cn('m-0 flex min-w-0 items-center gap-2 border-0 p-0', className)}
        >
          {children}
        </fieldset>
      </PopoverAnchor>
      <CalendarPopover {...calendar} onBlur={leave} />
    </Popover>
  )
}

/**
 * The calendar's settings for one day: `day` (an ISO date) selected and its month shown first,
 * only days in [min, max] open, and a click picks the day as an ISO date.
 */
export function oneDay({
  day,
  min,
  max,
  onPick,
}: {
  day: string | null | undefined
  min: string | undefined
  max: string | undefined
  onPick: (iso: string) => void
}) {
  const selected = calendarDate(day)
  return {
    mode: 'single',
    required: true,
    selected,
    defaultMonth: selected,
    firstDay: min,
    lastDay: max,
    onSelect: (date: Date) => onPick(isoFromCalendarDate(date)),
  } satisfies CalendarPopoverProps
}

/**
 * A typed field's two states: the text it shows (`shown`, as typed) and the value it last emitted
 * (`emitted`; `emit` also calls `onChange`). A value set from outside (a reset, loaded data)
 * replaces both; without a value prop (`undefined`) the field keeps its own.
 */
export function useTypedValue<Value, Shown>({
  value,
  empty,
  toShown,
  onChange,
  same = Object.is,
}: {
  value: Value | undefined
  empty: Value
  toShown: (value: Value) => Shown
  onChange: ((value: Value) => void) | undefined
  same?: (a: Value, b: Value) => boolean
}) {
  const [shown, setShown] = useState(() => toShown(value === undefined ? empty : value))
  const [emitted, setEmitted] = useState<Value>(value === undefined ? empty : value)
  if (value !== undefined && !same(value, emitted)) {
    setEmitted(value)
    setShown(toShown(value))
  }
  function emit(next: Value) {
    setEmitted(next)
    onChange?.(next)
  }
  return { shown, setShown, emitted, emit }
}
