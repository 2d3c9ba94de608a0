// The dashboard's period: the kit's range picker with its label; a complete period is passed on
// only when the contracts' rule accepts it (in order, at most 366 days), otherwise the rule's
// message shows under the field and the screen keeps the period it has.
import { type Periodo, problemaDelPeriodo } from '@cordillera/contracts'
import { type DateRange, DateRangePicker } from '@cordillera/ui/components/forms/date-range-picker'
import { useId, useState } from 'react'

const ISO = /^\d{4}-\d{2}-\d{2}$/

export function PeriodoField({
  value,
  onChange,
}: {
  value: Periodo
  onChange: (periodo: Periodo) => void
}) {
  const id = useId()
  const [problema, setProblema] = useState<string | null>(null)
  const [draft, setDraft] = useState<DateRange>({ from: value.desde, to: value.hasta })
  const [shown, setShown] = useState(value)
  // The screen's period again whenever it changes from outside (a link, the back button).
  if (shown.desde !== value.desde || shown.hasta !== value.hasta) {
    setShown(value)
    setDraft({ from: value.desde, to: value.hasta })
    setProblema(null)
  }
  function change(range: DateRange) {
    setDraft(range)
    if (!range.from || !range.to || !ISO.test(range.from) || !ISO.test(range.to)) {
      setProblema(null)
      return
    }
    const periodo = { desde: range.from, hasta: range.to }
    const found = problemaDelPeriodo(periodo)
    setProblema(found)
    if (!found) onChange(periodo)
  }
  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="font-medium text-sm">
        Periodo
      </span>
      <DateRangePicker
        aria-labelledby={`${id}-label`}
        aria-describedby={problema ? `${id}-error` : undefined}
        aria-invalid={problema ? true : undefined}
        value={draft}
        onChange={change}
        className="max-w-sm"
      />
      {problema ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {problema}
        </p>
      ) : null}
    </div>
  )
}
