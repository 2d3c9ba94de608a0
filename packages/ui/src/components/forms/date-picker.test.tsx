// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
// The pickers load the calendar when their button is first pointed at (calendar-popover.tsx): a
// browser has it by the click. Here its first load compiles react-day-picker's locales, slower
// than a query waits, so the file loads it beforehand; the pickers still import it on demand.
import './calendar.tsx'
import { fechaSchema } from '@cordillera/contracts'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { calendarDate, isoFromCalendarDate } from './calendar-dates.ts'
import { DatePicker } from './date-picker.tsx'
import { FormField } from './field.tsx'
import { Form, useZodForm } from './form.tsx'

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

// A form's date field with the contracts' date type (decision 035): a year out of 1950–2100 is
// refused under the field in Spanish, 0099 as itself (not 1999), and an in-range day submits.
const obraSchema = z.object({ fechaInicio: fechaSchema })

function ObraForm({ onSubmit }: { onSubmit: (values: z.output<typeof obraSchema>) => void }) {
  const form = useZodForm(obraSchema, { defaultValues: { fechaInicio: '' } })
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormField control={form.control} name="fechaInicio" label="Fecha de inicio">
        {(field) => <DatePicker {...field} />}
      </FormField>
      <button type="submit">Guardar</button>
    </Form>
  )
}

describe('DatePicker in a form with fechaSchema', () => {
  it('says in Spanish that a year out of 1950–2100 is refused, and submits one within', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<ObraForm onSubmit={onSubmit} />)
    const input = screen.getByRole('textbox', { name: 'Fecha de inicio' })
    for (const typed of ['01-01-1900', '01-01-0099', '31-12-2101']) {
      await user.clear(input)
      await user.type(input, typed)
      await user.click(screen.getByRole('button', { name: 'Guardar' }))
      expect(await screen.findByText('La fecha debe estar entre 1950 y 2100.'), typed).toBeVisible()
    }
    await user.clear(input)
    await user.type(input, '30-02-2026')
    expect(await screen.findByText('La fecha no es válida.')).toBeVisible()
    expect(onSubmit).not.toHaveBeenCalled()
    await user.clear(input)
    await user.type(input, '29-02-2028')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ fechaInicio: '2028-02-29' })
  })

  it('puts years 0–99 on the calendar as themselves, not as 1900–1999', () => {
    expect(calendarDate('0099-03-01')?.getFullYear()).toBe(99)
    expect(isoFromCalendarDate(calendarDate('0099-03-01') as Date)).toBe('0099-03-01')
    expect(isoFromCalendarDate(calendarDate('0001-01-01') as Date)).toBe('0001-01-01')
    expect(calendarDate('2026-02-30')).toBeUndefined()
    expect(calendarDate('2028-02-29')?.getDate()).toBe(29)
  })
})
