// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DatePicker } from './date-picker.tsx'

afterEach(cleanup)

function Harness({
  initial = null,
  onChange,
}: {
  initial?: string | null
  onChange?: (value: string | null) => void
}) {
  const [value, setValue] = useState<string | null>(initial)
  return (
    <DatePicker
      aria-label="Fecha de inicio"
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange?.(next)
      }}
    />
  )
}

describe('DatePicker', () => {
  it('opens a Spanish calendar whose weeks start on Monday', async () => {
    const user = userEvent.setup()
    render(<Harness initial="2026-12-15" />)
    await user.click(screen.getByRole('button', { name: 'Abrir calendario' }))
    const grid = await screen.findByRole('grid')
    // Keyboard users land on the chosen day, ready for the arrow keys.
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(/15 de diciembre de 2026/),
    )
    // The weekday row is aria-hidden (each day's button names its weekday); read it anyway.
    const headers = within(grid).getAllByRole('columnheader', { hidden: true })
    expect(headers.map((header) => header.getAttribute('aria-label'))).toEqual([
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
      'domingo',
    ])
    expect(headers.map((header) => header.textContent)).toEqual([
      'lu',
      'ma',
      'mi',
      'ju',
      'vi',
      'sá',
      'do',
    ])
    expect(grid).toHaveAccessibleName('diciembre 2026')
    expect(screen.getByText('diciembre 2026')).toBeVisible()
  })

  it('emits the ISO date of the day chosen in the calendar and shows it as dd-mm-aaaa', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial="2026-12-15" onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: 'Abrir calendario' }))
    await user.click(await screen.findByRole('button', { name: /31 de diciembre de 2026/ }))
    expect(onChange).toHaveBeenLastCalledWith('2026-12-31')
    expect(screen.getByRole('textbox', { name: 'Fecha de inicio' })).toHaveValue('31-12-2026')
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
  })

  it('reads a typed date, and passes on text that is not one', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Fecha de inicio' })
    await user.type(input, '1/2/2026')
    expect(onChange).toHaveBeenLastCalledWith('2026-02-01')
    await user.tab()
    expect(input).toHaveValue('01-02-2026')
    await user.clear(input)
    expect(onChange).toHaveBeenLastCalledWith(null)
    await user.type(input, '31-02-2026')
    expect(onChange).toHaveBeenLastCalledWith('31-02-2026')
  })
})
