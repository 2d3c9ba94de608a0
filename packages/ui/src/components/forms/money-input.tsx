// An amount in CLP or UF. Pesos are whole and grouped as typed ($ 1.234.567); UF takes up to 4
// decimals after a comma (UF 12,3456), and a typed point becomes the comma, since phones in Chile
// may offer either key. The field emits a number (null when empty), never text.
import type { Moneda } from '@cordillera/contracts'
import { type ComponentProps, type Ref, useId, useRef, useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { formatNumber } from '../../lib/format/numbers.ts'
import { forms as formsText } from '../../locale/es-cl/forms.ts'
import { Input } from '../input.tsx'
import { useKeptCaret } from './caret.ts'
import { useMergedRefs } from './merge-refs.ts'

const text = formsText.money

/** Past 15 digits a double no longer holds every peso exactly. */
const MAX_WHOLE_DIGITS = 15
const UF_DECIMALS = 4

const isAmountChar = (char: string) => /[\d,-]/.test(char)

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')

type Typed = { sign: '' | '-'; whole: string; comma: boolean; fraction: string }

/** Reads what is in the field, keeping only what the currency allows. */
function readTyped(raw: string, currency: Moneda, allowNegative: boolean): Typed {
  const sign = allowNegative && raw.trimStart().startsWith('-') ? '-' : ''
  const [wholeRaw = '', ...rest] = raw.split(',')
  const comma = currency === 'UF' && rest.length > 0
  let whole = wholeRaw
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_WHOLE_DIGITS)
  if (comma && whole === '') whole = '0'
  const fraction = comma ? rest.join('').replace(/\D/g, '').slice(0, UF_DECIMALS) : ''
  return { sign, whole, comma, fraction }
}

const showTyped = ({ sign, whole, comma, fraction }: Typed) =>
  `${sign}${group(whole)}${comma ? `,${fraction}` : ''}`

const numberOf = ({ sign, whole, fraction }: Typed): number | null =>
  whole === '' ? null : Number(`${sign}${whole}.${fraction || '0'}`) + 0

/** How an amount shows in the field: 1234567 → "1.234.567", UF 12.3 → "12,30". */
function showAmount(value: number | null | undefined, currency: Moneda): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  return currency === 'CLP'
    ? formatNumber(value, { maxDecimals: 0 })
    : formatNumber(value, { minDecimals: 2, maxDecimals: UF_DECIMALS })
}

export type MoneyInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'ref'
> & {
  currency: Moneda
  value?: number | null | undefined
  /** Receives the amount as a number (whole pesos, or UF with up to 4 decimals), null when empty. */
  onChange?: ((value: number | null) => void) | undefined
  /** Credit notes and adjustments may be negative; amounts are not by default. */
  allowNegative?: boolean
  ref?: Ref<HTMLInputElement>
}

export function MoneyInput({
  currency,
  value,
  onChange,
  allowNegative = false,
  ref,
  className,
  onBlur,
  'aria-describedby': describedBy,
  ...props
}: MoneyInputProps) {
  const currencyId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const mergedRef = useMergedRefs(inputRef, ref)
  const keepCaret = useKeptCaret(inputRef, isAmountChar)
  const [shown, setShown] = useState(() => showAmount(value, currency))
  // What this field last emitted (and in which currency): anything else came from outside.
  // Without a value prop the field keeps its own text.
  const [emitted, setEmitted] = useState({ value: value ?? null, currency })
  const incoming = value === undefined ? emitted.value : value
  if (!Object.is(emitted.value, incoming) || emitted.currency !== currency) {
    setEmitted({ value: incoming, currency })
    setShown(showAmount(incoming, currency))
  }

  return (
    <div data-slot="money-input" className={cn('relative', className)}>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
      >
        {text.symbol[currency]}
      </span>
      <Input
        ref={mergedRef}
        type="text"
        inputMode={currency === 'CLP' ? 'numeric' : 'decimal'}
        autoComplete="off"
        {...props}
        className={cn('text-right tabular-nums', currency === 'CLP' ? 'pl-7' : 'pl-10')}
        aria-describedby={[describedBy, currencyId].filter(Boolean).join(' ')}
        value={shown}
        onChange={(event) => {
          let raw = event.target.value
          const caret = event.target.selectionStart
          // A point typed in a UF amount is the decimal comma (grouping points are ours).
          const inserted = (event.nativeEvent as InputEvent).data
          if (currency === 'UF' && inserted === '.' && caret && raw[caret - 1] === '.') {
            raw = `${raw.slice(0, caret - 1)},${raw.slice(caret)}`
          }
          const typed = readTyped(raw, currency, allowNegative)
          const next = showTyped(typed)
          keepCaret(raw, caret, next)
          setShown(next)
          const amount = numberOf(typed)
          setEmitted({ value: amount, currency })
          onChange?.(amount)
        }}
        onBlur={(event) => {
          // "12,3" reads better as "12,30" once the user is done with it.
          if (currency === 'UF' && emitted.value !== null) setShown(showAmount(emitted.value, 'UF'))
          onBlur?.(event)
        }}
      />
      <span id={currencyId} className="sr-only">
        {text.currencyName[currency]}
      </span>
    </div>
  )
}
