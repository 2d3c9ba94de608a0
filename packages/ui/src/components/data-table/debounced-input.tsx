// A text input that reports its value only after the user pauses typing (or presses Enter), so a
// search over 100.000 rows asks the server once per word, not once per key. It follows outside
// changes of `value` too (a shared link, the browser's back button).
import { type ComponentProps, useEffect, useRef, useState } from 'react'
import { Input } from '../input.tsx'

export const SEARCH_DEBOUNCE_MS = 300

export type DebouncedInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  value: string
  onCommit: (value: string) => void
  delayMs?: number
}

export function DebouncedInput({
  value,
  onCommit,
  delayMs = SEARCH_DEBOUNCE_MS,
  onKeyDown,
  ...props
}: DebouncedInputProps) {
  const [draft, setDraft] = useState(value)
  const [lastValue, setLastValue] = useState(value)
  if (value !== lastValue) {
    setLastValue(value)
    setDraft(value)
  }

  // The timer fires after later renders: it must use the newest value and onCommit (built from the
  // newest table state), not those of the keystroke that started it.
  const latest = useRef({ value, onCommit })
  useEffect(() => {
    latest.current = { value, onCommit }
  })
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const commit = (next: string) => {
    clearTimeout(timer.current)
    timer.current = undefined
    if (next !== latest.current.value) latest.current.onCommit(next)
  }

  return (
    <Input
      {...props}
      value={draft}
      onChange={(event) => {
        const next = event.target.value
        setDraft(next)
        clearTimeout(timer.current)
        timer.current = setTimeout(() => commit(next), delayMs)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(draft)
        onKeyDown?.(event)
      }}
    />
  )
}
