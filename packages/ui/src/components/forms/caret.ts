// Inputs that reformat as you type (12.345.678-5, 1.234.567) would throw the caret to the end on
// every keystroke; this keeps it after the same meaningful character (digit, K, comma) instead,
// so correcting a digit in the middle works.
import { type RefObject, useLayoutEffect, useRef } from 'react'

/** Where the caret goes in `formatted` to stay after `count` meaningful characters. */
export function caretAfter(
  formatted: string,
  count: number,
  isMeaningful: (char: string) => boolean,
): number {
  if (count <= 0) return 0
  let seen = 0
  for (let index = 0; index < formatted.length; index++) {
    if (isMeaningful(formatted.charAt(index))) seen++
    if (seen === count) return index + 1
  }
  return formatted.length
}

/** How many meaningful characters come before `caret` in `text`. */
export function meaningfulBefore(
  text: string,
  caret: number,
  isMeaningful: (char: string) => boolean,
): number {
  let count = 0
  for (const char of text.slice(0, caret)) if (isMeaningful(char)) count++
  return count
}

/**
 * Returns `keepCaret(raw, caret, formatted)`: call it in onChange before storing `formatted`; after
 * the re-render the caret is put back where the user was typing.
 */
export function useKeptCaret(
  inputRef: RefObject<HTMLInputElement | null>,
  isMeaningful: (char: string) => boolean,
) {
  const pending = useRef<number | null>(null)
  useLayoutEffect(() => {
    const input = inputRef.current
    const position = pending.current
    pending.current = null
    if (input && position !== null && input.ownerDocument.activeElement === input) {
      input.setSelectionRange(position, position)
    }
  })
  return (raw: string, caret: number | null, formatted: string) => {
    const count = meaningfulBefore(raw, caret ?? raw.length, isMeaningful)
    pending.current = caretAfter(formatted, count, isMeaningful)
  }
}
