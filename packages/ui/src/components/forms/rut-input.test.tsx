// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { rutSchema } from '@cordillera/contracts'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { FormField } from './field.tsx'
import { Form, useZodForm } from './form.tsx'
import { formatRutAsTyped, RutInput, rutValueOf } from './rut-input.tsx'

afterEach(cleanup)

const schema = z.object({ rut: rutSchema })

function RutForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { rut: '' } })
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormField control={form.control} name="rut" label="RUT">
        {(field) => <RutInput {...field} />}
      </FormField>
      <button type="submit">Guardar</button>
    </Form>
  )
}

describe('formatRutAsTyped', () => {
  it('formats every step of typing a RUT', () => {
    const steps = ['1', '12', '123', '1234', '12345', '123456', '1234567', '12345678', '123456785']
    expect(steps.map(formatRutAsTyped)).toEqual([
      '1',
      '1-2',
      '12-3',
      '123-4',
      '1.234-5',
      '12.345-6',
      '123.456-7',
      '1.234.567-8',
      '12.345.678-5',
    ])
  })

  it('keeps K only as the check digit, drops other characters and leading zeros', () => {
    expect(formatRutAsTyped('10000013k')).toBe('10.000.013-K')
    expect(formatRutAsTyped('1k0')).toBe('1-0')
    expect(formatRutAsTyped(' 12.345.678-5 ')).toBe('12.345.678-5')
    expect(formatRutAsTyped('0012345678-5')).toBe('12.345.678-5')
    expect(formatRutAsTyped('abc')).toBe('')
    expect(rutValueOf('12.345.678-5')).toBe('12345678-5')
    expect(rutValueOf('10.000.013-k')).toBe('10000013-K')
  })
})

describe('RutInput', () => {
  it('formats as you type and emits the normalised RUT', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<RutInput aria-label="RUT" onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'RUT' })
    await user.type(input, '123456785')
    expect(input).toHaveValue('12.345.678-5')
    expect(onChange).toHaveBeenLastCalledWith('12345678-5')
  })

  it('accepts a lower-case k as check digit', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<RutForm onSubmit={onSubmit} />)
    const input = screen.getByLabelText('RUT')
    await user.type(input, '10.000.013-k')
    expect(input).toHaveValue('10.000.013-K')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ rut: '10000013-K' })
  })

  it('shows the Spanish error for a wrong check digit, tied to the input', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<RutForm onSubmit={onSubmit} />)
    const input = screen.getByLabelText('RUT')
    await user.type(input, '123456784')
    await user.tab()
    const error = await screen.findByText('El RUT no es válido (revise el dígito verificador).')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(error.textContent ?? '')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(onSubmit).not.toHaveBeenCalled()

    // Correcting the last digit clears the error.
    await user.type(input, '{Backspace}5')
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'))
    expect(screen.queryByText(/El RUT no es válido/)).not.toBeInTheDocument()
  })

  it('keeps the caret in place when a digit is corrected in the middle', async () => {
    const user = userEvent.setup()
    function Controlled() {
      const [value, setValue] = useState('12345678-5')
      return <RutInput aria-label="RUT" value={value} onChange={setValue} />
    }
    render(<Controlled />)
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'RUT' })
    expect(input).toHaveValue('12.345.678-5')
    // Put the caret after "12.3" and delete the 3.
    await user.click(input)
    input.setSelectionRange(4, 4)
    await user.keyboard('{Backspace}')
    expect(input).toHaveValue('1.245.678-5')
    expect(input.selectionStart).toBe(3)
  })

  it('shows a value set from outside formatted', () => {
    const { rerender } = render(<RutInput aria-label="RUT" value="" />)
    rerender(<RutInput aria-label="RUT" value="76086428-5" />)
    expect(screen.getByRole('textbox', { name: 'RUT' })).toHaveValue('76.086.428-5')
  })
})
