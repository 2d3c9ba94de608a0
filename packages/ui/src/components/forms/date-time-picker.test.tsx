// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
// The pickers load the calendar when their button is first pointed at (calendar-popover.tsx): a
// browser has it by the click. Here its first load compiles react-day-picker's locales, slower
// than a query waits, so the file loads it beforehand; the pickers still import it on demand.
import './calendar.tsx'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DateTimePicker } from './date-time-picker.tsx'

afterEach(cleanup)

function Harness({
  initial = null,
  onChange,
}: {
  initial?: string | null
  onChange: (value: string | null) => void
}) {
  const [value, setValue] = useState<string | null>(initial)
  return (
    <DateTimePicker
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

describe('DateTimePicker', () => {
  it("reads a date and a 24-hour time on Santiago's clock as an instant", async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    await user.type(screen.getByRole('textbox', { name: 'Fecha' }), '31-12-2026')
    await user.type(screen.getByRole('textbox', { name: 'Hora' }), '1830')
    await user.tab()
    expect(screen.getByRole('textbox', { name: 'Hora' })).toHaveValue('18:30')
    // 18:30 in Santiago's summer (UTC−3).
    expect(onChange).toHaveBeenLastCalledWith('2026-12-31T21:30:00.000Z')
  })

  it('shows a stored instant on the 24-hour clock and keeps the time when the day changes', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial="2026-07-01T03:30:00.000Z" onChange={onChange} />)
    expect(screen.getByRole('textbox', { name: 'Fecha' })).toHaveValue('30-06-2026')
    expect(screen.getByRole('textbox', { name: 'Hora' })).toHaveValue('23:30')
    await user.click(screen.getByRole('button', { name: 'Abrir calendario' }))
    await user.click(await screen.findByRole('button', { name: /^lunes, 29 de junio de 2026/ }))
    expect(onChange).toHaveBeenLastCalledWith('2026-06-30T03:30:00.000Z')
  })

  it('passes on what is not a valid time, and null when both parts are empty', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial="2026-12-31T21:30:00.000Z" onChange={onChange} />)
    const hora = screen.getByRole('textbox', { name: 'Hora' })
    await user.clear(hora)
    await user.type(hora, '25:00')
    expect(onChange).toHaveBeenLastCalledWith('31-12-2026 25:00')
    await user.clear(hora)
    await user.clear(screen.getByRole('textbox', { name: 'Fecha' }))
    expect(onChange).toHaveBeenLastCalledWith(null)
  })
})
