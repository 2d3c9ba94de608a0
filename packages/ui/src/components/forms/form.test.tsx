// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import './jsdom-shims.ts'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { Input } from '../input.tsx'
import { CheckboxField } from './checkbox-field.tsx'
import { FormField } from './field.tsx'
import { Form, useZodForm } from './form.tsx'
import { SelectField } from './select-field.tsx'
import { TextareaField } from './textarea-field.tsx'

afterEach(cleanup)

const contactoSchema = z.object({
  nombre: z.string().trim().min(1),
  email: z.email(),
  clave: z.string().min(8),
  observaciones: z.string().max(10),
  acepta: z.literal(true),
})

function ContactoForm({
  onSubmit,
}: {
  onSubmit: (values: z.output<typeof contactoSchema>) => void
}) {
  const form = useZodForm(contactoSchema, {
    defaultValues: { nombre: '', email: '', clave: '', observaciones: '', acepta: false as true },
  })
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormField control={form.control} name="nombre" label="Nombre">
        {(field) => <Input {...field} />}
      </FormField>
      <FormField control={form.control} name="email" label="Correo" hint="Lo usaremos para avisos.">
        {(field) => <Input type="email" {...field} />}
      </FormField>
      <FormField control={form.control} name="clave" label="Clave">
        {(field) => <Input type="password" {...field} />}
      </FormField>
      <TextareaField control={form.control} name="observaciones" label="Observaciones" optional />
      <CheckboxField control={form.control} name="acepta" label="Acepto las condiciones" />
      <button type="submit">Enviar</button>
    </Form>
  )
}

describe('Form', () => {
  it('shows Spanish messages for the common cases, tied to each field', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<ContactoForm onSubmit={onSubmit} />)
    await user.type(screen.getByLabelText('Correo'), 'ana@')
    await user.type(screen.getByLabelText('Clave'), 'corta')
    await user.type(screen.getByLabelText(/Observaciones/), 'demasiado largo')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))

    expect(await screen.findByText('Este campo es obligatorio.')).toBeInTheDocument()
    expect(
      screen.getByText('Ingresa un correo válido, como nombre@empresa.cl.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Debe tener al menos 8 caracteres.')).toBeInTheDocument()
    expect(screen.getByText('Debe tener como máximo 10 caracteres.')).toBeInTheDocument()
    expect(screen.getByText('Debes marcar esta casilla.')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()

    const email = screen.getByLabelText('Correo')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription(
      'Lo usaremos para avisos. Ingresa un correo válido, como nombre@empresa.cl.',
    )
    // The first field with an error gets the focus.
    expect(screen.getByLabelText('Nombre')).toHaveFocus()
    expect(screen.getByRole('checkbox', { name: 'Acepto las condiciones' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  })

  it('submits the schema output once every field is valid', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<ContactoForm onSubmit={onSubmit} />)
    await user.type(screen.getByLabelText('Nombre'), '  Ana Pérez ')
    await user.type(screen.getByLabelText('Correo'), 'ana@cordillera.cl')
    await user.type(screen.getByLabelText('Clave'), 'segura123')
    await user.click(screen.getByRole('checkbox', { name: 'Acepto las condiciones' }))
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      nombre: 'Ana Pérez',
      email: 'ana@cordillera.cl',
      clave: 'segura123',
      observaciones: '',
      acepta: true,
    })
  })

  it('marks optional fields in the label', () => {
    render(<ContactoForm onSubmit={vi.fn()} />)
    expect(screen.getByRole('textbox', { name: 'Observaciones (opcional)' })).toBeInTheDocument()
  })

  it('connects a Select to the form, with the Spanish message when nothing is chosen', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    const schema = z.object({ unidad: z.enum(['hora', 'dia', 'mes']) })
    function UnidadForm() {
      const form = useZodForm(schema)
      return (
        <Form form={form} onSubmit={onSubmit}>
          <SelectField
            control={form.control}
            name="unidad"
            label="Unidad de cobro"
            options={[
              { value: 'hora', label: 'Hora' },
              { value: 'dia', label: 'Día' },
              { value: 'mes', label: 'Mes' },
            ]}
          />
          <button type="submit">Guardar</button>
        </Form>
      )
    }
    render(<UnidadForm />)
    const trigger = screen.getByRole('combobox', { name: 'Unidad de cobro' })
    expect(trigger).toHaveTextContent('Selecciona una opción')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Este campo es obligatorio.')).toBeInTheDocument()
    await user.click(trigger)
    await user.click(await screen.findByRole('option', { name: 'Día' }))
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ unidad: 'dia' })
  })
})
