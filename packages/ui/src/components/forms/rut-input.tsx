// The RUT field: shows the RUT formatted as it is typed (12.345.678-5, with K or k as the check
// digit) and emits it normalised (12345678-5), the form the API stores. Validate it with
// `rutSchema` from @cordillera/contracts, which checks the módulo 11 digit in Spanish: the input
// emits whatever was typed, normalised, so the schema can say what is wrong with it.
import { type ComponentProps, type Ref, useRef, useState } from 'react'
import { forms as formsText } from '../../locale/es-cl/forms.ts'
import { Input } from '../input.tsx'
import { useKeptCaret } from './caret.ts'
import { useMergedRefs } from './merge-refs.ts'

/** Up to 9 digits of body (companies reach 99.999.999) and the check digit. */
const MAX_CHARS = 10

const isRutChar = (char: string) => /[\dKk]/.test(char)

/** The digits and K that matter: K only as the last one, no leading zeros, at most 10. */
function rutChars(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^\dK]/g, '')
    .replace(/K(?=.)/g, '')
    .replace(/^0+/, '')
    .slice(0, MAX_CHARS)
}

/** What the field shows while typing: "1" → "1", "12" → "1-2", "123456785" → "12.345.678-5". */
export function formatRutAsTyped(raw: string): string {
  const chars = rutChars(raw)
  if (chars.length < 2) return chars
  const body = chars.slice(0, -1).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${body}-${chars.slice(-1)}`
}

/** What the field emits: "12.345.678-5" → "12345678-5"; '' when empty. */
export function rutValueOf(raw: string): string {
  const chars = rutChars(raw)
  return chars.length < 2 ? chars : `${chars.slice(0, -1)}-${chars.slice(-1)}`
}

export type RutInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'ref'
> & {
  /** The normalised RUT ('12345678-5'), or any spelling of one. */
  value?: string | null | undefined
  /** Receives the normalised RUT ('12345678-5'), or what was typed so far, normalised. */
  onChange?: ((value: string) => void) | undefined
  ref?: Ref<HTMLInputElement>
}

export function RutInput({ value, onChange, ref, placeholder, ...props }: RutInputProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const mergedRef = useMergedRefs(inputRef, ref)
  const keepCaret = useKeptCaret(inputRef, isRutChar)
  const [text, setText] = useState(() => formatRutAsTyped(value ?? ''))
  // The value this field last emitted: any other value was set from outside (a reset, loaded data).
  // Without a value prop the field keeps its own text.
  const [emitted, setEmitted] = useState(() => rutValueOf(value ?? ''))
  const incoming = value === undefined ? emitted : rutValueOf(value ?? '')
  if (incoming !== emitted) {
    setEmitted(incoming)
    setText(formatRutAsTyped(value ?? ''))
  }

  return (
    <Input
      ref={mergedRef}
      type="text"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      placeholder={placeholder ?? formsText.rut.placeholder}
      {...props}
      value={text}
      onChange={(event) => {
        const raw = event.target.value
        const formatted = formatRutAsTyped(raw)
        keepCaret(raw, event.target.selectionStart, formatted)
        setText(formatted)
        const next = rutValueOf(raw)
        setEmitted(next)
        onChange?.(next)
      }}
    />
  )
}
