// The kit's month calendar (react-day-picker) in Spanish: month and day names from date-fns' `es`
// locale, weeks starting on Monday (docs/portals.md, constants) and today as it is in Santiago. Used inside
// the date pickers' popovers; it also works on its own.
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react'
import { DayPicker, type DayPickerProps } from 'react-day-picker'
import { es } from 'react-day-picker/locale'
import { cn } from '../../lib/cn.ts'
import { esCl } from '../../locale/es-cl.ts'
import { buttonVariants } from '../button.tsx'
import { calendarToday } from './calendar-dates.ts'

const navButton = cn(
  buttonVariants({ variant: 'ghost', size: 'icon' }),
  'size-8 p-0 aria-disabled:pointer-events-none aria-disabled:opacity-50',
)

// Modifier classes land on the day's cell; they style the button inside it.
const classNames: DayPickerProps['classNames'] = {
  root: 'w-fit',
  months: 'relative flex flex-col gap-4 sm:flex-row',
  month: 'flex w-full flex-col gap-4',
  nav: 'absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1',
  button_previous: navButton,
  button_next: navButton,
  month_caption: 'flex h-8 w-full items-center justify-center px-8',
  caption_label: 'text-sm font-medium first-letter:uppercase',
  month_grid: 'w-full border-collapse',
  weekdays: 'flex',
  weekday: 'w-10 text-[0.8rem] font-normal text-muted-foreground select-none sm:w-9',
  week: 'mt-1 flex w-full',
  day: 'relative size-10 p-0 text-center text-sm select-none sm:size-9',
  day_button: cn(
    'inline-flex size-full items-center justify-center rounded-md font-normal outline-none',
    'hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
    'disabled:pointer-events-none',
  ),
  selected:
    '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary [&>button]:hover:text-primary-foreground',
  today: '[&>button]:font-semibold [&>button]:underline [&>button]:underline-offset-4',
  outside: 'text-muted-foreground',
  disabled: 'text-muted-foreground opacity-50',
  range_start: 'rounded-l-md bg-accent',
  range_middle:
    'bg-accent [&>button]:bg-transparent [&>button]:text-accent-foreground [&>button]:hover:bg-transparent',
  range_end: 'rounded-r-md bg-accent',
  hidden: 'invisible',
}

function Chevron({
  orientation,
  className,
}: {
  orientation?: 'up' | 'down' | 'left' | 'right'
  className?: string
}) {
  const Icon =
    orientation === 'left'
      ? ChevronLeft
      : orientation === 'right'
        ? ChevronRight
        : orientation === 'up'
          ? ChevronUp
          : ChevronDown
  return <Icon aria-hidden="true" className={cn('size-4', className)} />
}

export type CalendarProps = DayPickerProps

export function Calendar({ className, classNames: extraClassNames, ...props }: CalendarProps) {
  return (
    <DayPicker
      locale={es}
      weekStartsOn={esCl.calendar.weekStartsOn}
      today={calendarToday()}
      showOutsideDays
      className={cn('p-3', className)}
      classNames={{ ...classNames, ...extraClassNames }}
      components={{ Chevron }}
      {...props}
    />
  )
}
