// How a number typed on a phone's keypad reaches the form: the Chilean way (1.250,5), a lone point
// before one or two decimals read as the comma a keypad may lack, empty as the field asks, and any
// other text kept as typed so the schema says what is expected.
import { describe, expect, it } from 'vitest'
import { numeroText, numeroValue } from './numero-input.tsx'

describe('numeroValue', () => {
  it.each([
    ['1.250,5', 1250.5],
    ['1250,5', 1250.5],
    ['12.5', 12.5],
    ['8', 8],
    ['0,25', 0.25],
  ])('reads %s as %s', (text, value) => {
    expect(numeroValue(text, undefined)).toBe(value)
  })

  it('keeps a thousands dot a thousands dot, and other text as typed', () => {
    expect(numeroValue('1.250', undefined)).toBe(1250)
    expect(numeroValue('12,3,4', undefined)).toBe('12,3,4')
    expect(numeroValue('doce', undefined)).toBe('doce')
  })

  it('gives what the field asks for when empty', () => {
    expect(numeroValue('  ', undefined)).toBeUndefined()
    expect(numeroValue('', null)).toBeNull()
  })
})

describe('numeroText', () => {
  it('shows numbers as Chile writes them, and text as it was typed', () => {
    expect(numeroText(22727.4, 1)).toBe('22.727,4')
    expect(numeroText(8, 1)).toBe('8')
    expect(numeroText('doce', 1)).toBe('doce')
    expect(numeroText(undefined, 1)).toBe('')
  })
})
