// A quantity typed the Chilean way (12,5 horas, 7,25 %): digits and one decimal comma (a typed
// point becomes the comma), at most `decimals` decimals. It emits a number, null when empty, and
// keeps what is being typed ("12,") instead of rewriting it on every keystroke.
import { Input } from '@cordillera/ui/components/input'
import { type ComponentProps, useState } from 'react'

export type DecimalInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> & {
  value: number | null | undefined
  onChange: (value: number | null) => void
  /** 0 for whole numbers (cantidad, días). */
  decimals: number
}

const show = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value).replace('.', ',') : ''

function read(raw: string, decimals: number): { text: string; value: number | null } {
  const [wholeRaw = '', ...rest] = raw.replace(/\./g, ',').split(',')
  const whole = wholeRaw.replace(/\D/g, '').slice(0, 9)
  const comma = decimals > 0 && rest.length > 0
  const fraction = comma ? rest.join('').replace(/\D/g, '').slice(0, decimals) : ''
  const text = `${comma && whole === '' ? '0' : whole}${comma ? `,${fraction}` : ''}`
  if (whole === '' && !comma) return { text, value: null }
  return { text, value: Number(`${whole || '0'}.${fraction || '0'}`) + 0 }
}

export function DecimalInput({
  value,
  onChange,
  decimals,
  className,
  ...props
}: DecimalInputProps) {
  const [shown, setShown] = useState(() => show(value))
  const [emitted, setEmitted] = useState<number | null | undefined>(value)
  // A value set from outside (a reset, a prefill) replaces the text.
  if (!Object.is(emitted, value)) {
    setEmitted(value)
    setShown(show(value))
  }
  return (
    <Input
      type="text"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...props}
      className={['text-right tabular-nums', className].filter(Boolean).join(' ')}
      value={shown}
      onChange={(event) => {
        const next = read(event.target.value, decimals)
        setShown(next.text)
        setEmitted(next.value)
        onChange(next.value)
      }}
    />
  )
}
