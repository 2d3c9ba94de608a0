// The period of the fleet's reports (availability, equipos de pago, dashboard): the kit's range
// picker with its label; a complete period is passed on only when the contracts' rule accepts it
// (in order, at most 366 days), otherwise the rule's message shows under the field and the
// screen keeps the period it has.
import { type Periodo, problemaDelPeriodo } from '@cordillera/contracts'
import { type DateRange, DateRangePicker } from '@cordillera/ui/components/forms/date-range-picker'
import { useId, useState } from 'react'

export function PeriodoPicker({
  value,
  onChange,
  label = 'Periodo',
}: {
  value: Periodo
  onChange: (periodo: Periodo) => void
  label?: string
}) {
  const id = useId()
  const [problema, setProblema] = useState<string | null>(null)
  // What the field shows while typed (the picker shows what it is given): the screen's period
  // again whenever that changes (a link, the back button).
  const [draft, setDraft] = useState<DateRange>({ from: value.desde, to: value.hasta })
  const [shown, setShown] = useState(value)
  if (shown.desde !== value.desde || shown.hasta !== value.hasta) {
    setShown(value)
    setDraft({ from: value.desde, to: value.hasta })
    setProblema(null)
  }
  function change(range: DateRange) {
    setDraft(range)
    const { from, to } = range
    if (!from || !to || !/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) {
      setProblema(null)
      return
    }
    const periodo = { desde: from, hasta: to }
    const found = problemaDelPeriodo(periodo)
    setProblema(found)
    if (!found) onChange(periodo)
  }
  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="font-medium text-sm">
        {label}
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
