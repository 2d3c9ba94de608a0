// The period of a report over days (fleet availability, equipos de pago, the dashboards): the kit's
// range picker with its label; a complete period is passed on only when the contracts' rule
// accepts it (each end of 1950–2100, in order, at most 366 days), otherwise the rule's message
// shows under the field and the screen keeps the period it has. A period the screen was given
// that the rule refuses (from the URL) has its message shown too.
import { type Periodo, problemaDeFecha, problemaDelPeriodo } from '@cordillera/contracts'
import { type DateRange, DateRangePicker } from '@cordillera/ui/components/forms/date-range-picker'
import { useId, useState } from 'react'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** Either ends of a period that may be left open (a list's optional days filter). */
export type PeriodoAbierto = { desde: string | null; hasta: string | null }

/**
 * What the rule says of the period the screen has (a link or a typed URL may carry
 * `desde=0001-01-01`): the API refuses it, and the field says why.
 */
function problemaDelValor({ desde, hasta }: PeriodoAbierto): string | null {
  if (desde && hasta) return problemaDelPeriodo({ desde, hasta })?.mensaje ?? null
  const end = desde ?? hasta
  return end ? problemaDeFecha(end) : null
}

type PeriodoPickerProps = { label?: string } & (
  | { value: Periodo; onChange: (periodo: Periodo) => void; clearable?: false }
  | {
      value: PeriodoAbierto
      /** null when the field is emptied: no period. */
      onChange: (periodo: Periodo | null) => void
      clearable: true
    }
)

export function PeriodoPicker(props: PeriodoPickerProps) {
  const { value, label = 'Periodo' } = props
  const id = useId()
  const [problema, setProblema] = useState<string | null>(null)
  // What the field shows while typed (the picker shows what it is given): the screen's period
  // again whenever that changes (a link, the back button).
  const [draft, setDraft] = useState<DateRange>({ from: value.desde, to: value.hasta })
  const [shown, setShown] = useState<PeriodoAbierto>(value)
  if (shown.desde !== value.desde || shown.hasta !== value.hasta) {
    setShown(value)
    setDraft({ from: value.desde, to: value.hasta })
    setProblema(null)
  }
  function change(range: DateRange) {
    setDraft(range)
    setProblema(null)
    const { from, to } = range
    if (!from && !to && props.clearable) {
      if (value.desde || value.hasta) props.onChange(null)
      return
    }
    if (!from || !to || !ISO_DATE.test(from) || !ISO_DATE.test(to)) return
    const periodo = { desde: from, hasta: to }
    const found = problemaDelPeriodo(periodo)
    if (found) {
      setProblema(found.mensaje)
      return
    }
    if (from !== value.desde || to !== value.hasta) props.onChange(periodo)
  }
  const mensaje = problema ?? problemaDelValor(value)
  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="font-medium text-sm">
        {label}
      </span>
      <DateRangePicker
        aria-labelledby={`${id}-label`}
        aria-describedby={mensaje ? `${id}-error` : undefined}
        aria-invalid={mensaje ? true : undefined}
        value={draft}
        onChange={change}
        className="max-w-sm"
      />
      {mensaje ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {mensaje}
        </p>
      ) : null}
    </div>
  )
}
