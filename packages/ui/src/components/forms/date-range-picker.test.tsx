// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
// The pickers load the calendar when their button is first pointed at (calendar-popover.tsx): a
// browser has it by the click. Here its first load compiles react-day-picker's locales, slower
// than a query waits, so the file loads it beforehand; the pickers still import it on demand.
import './calendar.tsx'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { type DateRange, DateRangePicker } from './date-range-picker.tsx'
import { dateRangeSchema } from './date-range-schema.ts'
import { FormField } from './field.tsx'
import { Form, useZodForm } from './form.tsx'

afterEach(cleanup)

function Harness({ onChange }: { onChange: (value: DateRange) => void }) {
  const [value, setValue] = useState<DateRange>({ from: '2026-12-01', to: null })
  return (
    <DateRangePicker
      aria-labelledby="periodo"
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

const periodoSchema = z.object({ periodo: dateRangeSchema })

describe('DateRangePicker', () => {
  it('sets "desde" with the first click in the calendar and "hasta" with the second', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <>
        <span id="periodo">Período</span>
        <Harness onChange={onChange} />
      </>,
    )
    expect(screen.getByRole('group', { name: 'Período' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Abrir calendario' }))
    await user.click(
      await screen.findByRole('button', { name: /^viernes, 4 de diciembre de 2026/ }),
    )
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-12-04', to: null })
    await user.click(screen.getByRole('button', { name: /^jueves, 17 de diciembre de 2026/ }))
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-12-04', to: '2026-12-17' })
    expect(screen.getByRole('textbox', { name: 'Desde' })).toHaveValue('04-12-2026')
    expect(screen.getByRole('textbox', { name: 'Hasta' })).toHaveValue('17-12-2026')
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument())
  })

  it('takes typed dates, and says in Spanish what is wrong with the period as it is typed', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    function PeriodoForm() {
      const form = useZodForm(periodoSchema, {
        defaultValues: { periodo: { from: null, to: null } },
      })
      return (
        <Form form={form} onSubmit={onSubmit}>
          <FormField control={form.control} name="periodo" label="Período">
            {(field) => <DateRangePicker {...field} />}
          </FormField>
          <button type="submit">Generar</button>
        </Form>
      )
    }
    render(<PeriodoForm />)
    await user.click(screen.getByRole('button', { name: 'Generar' }))
    expect(await screen.findByText('Ingresa las fechas desde y hasta.')).toBeInTheDocument()

    const desde = screen.getByRole('textbox', { name: 'Desde' })
    const hasta = screen.getByRole('textbox', { name: 'Hasta' })
    await user.type(desde, '31-12-2026')
    await user.type(hasta, '01-12-2026')
    expect(
      await screen.findByText('La fecha «hasta» debe ser igual o posterior a la fecha «desde».'),
    ).toBeInTheDocument()

    await user.clear(hasta)
    await user.type(hasta, '32-12-2026')
    const error = await screen.findByText(
      'La fecha «hasta» no es válida: usa el formato dd-mm-aaaa.',
    )
    expect(screen.getByRole('group', { name: 'Período' })).toHaveAccessibleDescription(
      error.textContent ?? '',
    )
    expect(hasta).toHaveAttribute('aria-invalid', 'true')

    await user.clear(hasta)
    await user.type(hasta, '31-01-2027')
    await user.click(screen.getByRole('button', { name: 'Generar' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      periodo: { from: '2026-12-31', to: '2027-01-31' },
    })
  })
})
