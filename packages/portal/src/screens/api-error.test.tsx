// @vitest-environment jsdom
// What a user sees when the API refuses a save: the field messages under the fields the form has,
// the summary as a notification, and a conflict told apart so the screen can offer a reload.
import { ApiRequestError } from '@cordillera/data-client'
import { notify } from '@cordillera/ui/components/toaster'
import { act, renderHook } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { showApiError, submitting } from './api-error.ts'

vi.mock('@cordillera/ui/components/toaster', () => ({ notify: { error: vi.fn() } }))

afterEach(() => vi.mocked(notify.error).mockClear())

const formWith = () =>
  renderHook(() =>
    useForm({ defaultValues: { rut: '', nombre: '', administrador: { email: '' } } }),
  ).result.current

describe('showApiError', () => {
  it('puts each field message under its field and notifies the summary', () => {
    const form = formWith()
    const error = new ApiRequestError(400, 'entrada_invalida', 'Revisa los datos ingresados.', {
      rut: 'El RUT no es válido.',
      'administrador.email': 'Ingrese un correo electrónico válido.',
      version: 'Falta la versión del registro.',
    })
    act(() => {
      expect(showApiError(error, form)).toEqual({ conflict: false })
    })
    expect(form.getFieldState('rut').error?.message).toBe('El RUT no es válido.')
    expect(form.getFieldState('administrador.email').error?.message).toBe(
      'Ingrese un correo electrónico válido.',
    )
    // A field the form does not have is not invented; the notification carries the summary.
    expect(form.getValues()).not.toHaveProperty('version')
    expect(notify.error).toHaveBeenCalledWith('Revisa los datos ingresados.')
  })

  it('tells a conflict apart', () => {
    const error = new ApiRequestError(409, 'conflicto', 'Otra persona modificó este registro.')
    expect(showApiError(error)).toEqual({ conflict: true })
    expect(notify.error).toHaveBeenCalledWith('Otra persona modificó este registro.')
  })

  it('says something useful about an error that is not the API’s', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(showApiError(new TypeError('boom'))).toEqual({ conflict: false })
    expect(notify.error).toHaveBeenCalledWith('No se pudo completar la acción. Intenta de nuevo.')
  })
})

describe('submitting', () => {
  it('saves, and on a 409 calls onConflict after showing why', async () => {
    const form = formWith()
    const onConflict = vi.fn()
    const save = vi.fn(async () => {
      throw new ApiRequestError(409, 'conflicto', 'Ya existe una constructora con este RUT.', {
        rut: 'Ya existe una constructora con este RUT.',
      })
    })
    await act(() => submitting(form, save, onConflict)({ rut: '1-9' }))
    expect(save).toHaveBeenCalledWith({ rut: '1-9' })
    expect(onConflict).toHaveBeenCalledOnce()
    expect(form.getFieldState('rut').error?.message).toBe(
      'Ya existe una constructora con este RUT.',
    )
  })

  it('does nothing more when the save succeeds', async () => {
    const onConflict = vi.fn()
    await submitting(formWith(), async () => undefined, onConflict)({})
    expect(onConflict).not.toHaveBeenCalled()
    expect(notify.error).not.toHaveBeenCalled()
  })
})
