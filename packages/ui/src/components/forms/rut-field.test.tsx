// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { rutSchema } from '@cordillera/contracts'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { Form, useZodForm } from './form.tsx'
import { RutField } from './rut-field.tsx'

afterEach(cleanup)

const schema = z.object({ rut: rutSchema })

function RutForm({
  rut,
  onSubmit,
}: {
  rut: string | null
  onSubmit: (values: z.output<typeof schema>) => void
}) {
  const form = useZodForm(schema, { defaultValues: { rut: rut as string } })
  return (
    <Form form={form} onSubmit={onSubmit}>
      <RutField control={form.control} name="rut" label="RUT" hint="Con dígito verificador" />
      <button type="submit">Guardar</button>
    </Form>
  )
}

describe('RutField', () => {
  it('shows the form’s RUT formatted, labelled, and sends it normalised', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<RutForm rut="76086428-5" onSubmit={onSubmit} />)
    const input = screen.getByLabelText('RUT')
    expect(input).toHaveValue('76.086.428-5')
    expect(input).toHaveAccessibleDescription('Con dígito verificador')
    await user.clear(input)
    await user.type(input, '123456785')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ rut: '12345678-5' }, expect.anything()),
    )
  })

  it('starts empty for a null RUT and says why a wrong one is refused', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<RutForm rut={null} onSubmit={onSubmit} />)
    const input = screen.getByLabelText('RUT')
    expect(input).toHaveValue('')
    await user.type(input, '123456784')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(
      await screen.findByText('El RUT no es válido (revise el dígito verificador).'),
    ).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
