// A number typed the Chilean way on a phone's keypad (1.250,5 horas; a typed point is read as the
// decimal comma when it cannot be a thousands dot). Emits the number, `empty` when cleared
// (undefined for a required field, null for an optional one), and the text itself when it is no
// number, so the schema's Spanish message (which names the expected format) shows under the field.
// Keeps what is being typed ("12,") instead of rewriting it on every keystroke; a value set from
// outside (the asset's last reading prefilled) replaces the text.
import { Input } from '@cordillera/ui/components/input'
import { formatNumber, parseNumber } from '@cordillera/ui/format'
import { type ComponentProps, useState } from 'react'

export type NumeroValue = number | string | null | undefined

/** How a value is shown: 1250.5 → "1.250,5" (whole numbers without thousands dots when asked). */
export function numeroText(value: unknown, decimals: number): string {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return formatNumber(value, { maxDecimals: decimals })
  }
  return typeof value === 'string' ? value : ''
}

/** What the text means: a number, `empty`, or the text itself when it is none. */
export function numeroValue(text: string, empty: null | undefined): NumeroValue {
  const trimmed = text.trim()
  if (trimmed === '') return empty
  // "12.5" typed on a keypad without a comma: one dot followed by one or two digits is a decimal.
  const normalised = /^\d+\.\d{1,2}$/.test(trimmed) ? trimmed.replace('.', ',') : trimmed
  return parseNumber(normalised) ?? text
}

export function NumeroInput({
  value,
  onChange,
  decimals,
  empty,
  className,
  ...input
}: Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> & {
  value: unknown
  onChange: (value: NumeroValue) => void
  decimals: number
  /** What a cleared field gives: undefined (required) or null (optional). */
  empty: null | undefined
}) {
  const [text, setText] = useState(() => numeroText(value, decimals))
  const [emitted, setEmitted] = useState<unknown>(value)
  if (!Object.is(emitted, value)) {
    setEmitted(value)
    setText(numeroText(value, decimals))
  }
  return (
    <Input
      {...input}
      type="text"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      className={['h-11 text-base tabular-nums', className].filter(Boolean).join(' ')}
      value={text}
      onChange={(event) => {
        const next = numeroValue(event.target.value, empty)
        setText(event.target.value)
        setEmitted(next)
        onChange(next)
      }}
    />
  )
}
