// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import type { Moneda } from '@cordillera/contracts'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MoneyInput } from './money-input.tsx'

afterEach(cleanup)

function Harness({
  currency,
  initial = null,
  onChange,
  allowNegative,
}: {
  currency: Moneda
  initial?: number | null
  onChange: (value: number | null) => void
  allowNegative?: boolean
}) {
  const [value, setValue] = useState<number | null>(initial)
  return (
    <MoneyInput
      aria-label="Tarifa"
      currency={currency}
      value={value}
      allowNegative={allowNegative}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

describe('MoneyInput', () => {
  it('groups pesos as you type and emits a whole number', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness currency="CLP" onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Tarifa' })
    await user.type(input, '1234567')
    expect(input).toHaveValue('1.234.567')
    expect(onChange).toHaveBeenLastCalledWith(1234567)
    expect(typeof onChange.mock.lastCall?.[0]).toBe('number')
    // The peso sign is drawn beside the amount and said to screen readers.
    expect(screen.getByText('$')).toBeVisible()
    expect(input).toHaveAccessibleDescription('en pesos chilenos')
  })

  it('ignores decimals, letters and signs in pesos', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness currency="CLP" onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Tarifa' })
    await user.type(input, '-12a,5')
    expect(input).toHaveValue('125')
    expect(onChange).toHaveBeenLastCalledWith(125)
  })

  it('emits null when emptied', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness currency="CLP" initial={1500} onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Tarifa' })
    expect(input).toHaveValue('1.500')
    await user.clear(input)
    expect(onChange).toHaveBeenLastCalledWith(null)
  })

  it('takes UF with up to 4 decimals after a comma, a typed point included', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness currency="UF" onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Tarifa' })
    await user.type(input, '1234,56789')
    expect(input).toHaveValue('1.234,5678')
    expect(onChange).toHaveBeenLastCalledWith(1234.5678)

    await user.clear(input)
    await user.type(input, '12.3')
    expect(input).toHaveValue('12,3')
    expect(onChange).toHaveBeenLastCalledWith(12.3)
    await user.tab()
    expect(input).toHaveValue('12,30')
    expect(screen.getByText('UF')).toBeVisible()
  })

  it('accepts negative amounts only when allowed', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness currency="CLP" allowNegative onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Tarifa' })
    await user.type(input, '-1500')
    expect(input).toHaveValue('-1.500')
    expect(onChange).toHaveBeenLastCalledWith(-1500)
  })

  it('shows an amount set from outside in its currency', () => {
    const { rerender } = render(<MoneyInput aria-label="Monto" currency="UF" value={null} />)
    rerender(<MoneyInput aria-label="Monto" currency="UF" value={12.5} />)
    expect(screen.getByRole('textbox', { name: 'Monto' })).toHaveValue('12,50')
    rerender(<MoneyInput aria-label="Monto" currency="CLP" value={1234567} />)
    expect(screen.getByRole('textbox', { name: 'Monto' })).toHaveValue('1.234.567')
  })
})
