// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LoginForm, type LoginStepResult } from './login-form.tsx'

afterEach(cleanup)

function setup(results: { signIn?: LoginStepResult; newPassword?: LoginStepResult } = {}) {
  const onSignIn = vi.fn(async () => results.signIn ?? { kind: 'done' as const })
  const onNewPassword = vi.fn(async () => results.newPassword ?? { kind: 'done' as const })
  const onSignedIn = vi.fn()
  render(
    <LoginForm
      portalName="Backoffice"
      onSignIn={onSignIn}
      onNewPassword={onNewPassword}
      onSignedIn={onSignedIn}
    />,
  )
  return { onSignIn, onNewPassword, onSignedIn }
}

function signInWith(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Correo'), { target: { value: email } })
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }))
}

describe('LoginForm', () => {
  it('asks for the missing fields in Spanish without calling the user pool', () => {
    const { onSignIn } = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }))
    expect(screen.getByText('Ingresa tu correo.')).toBeTruthy()
    expect(screen.getByText('Ingresa tu contraseña.')).toBeTruthy()
    expect(screen.getByLabelText('Correo').getAttribute('aria-invalid')).toBe('true')
    expect(onSignIn).not.toHaveBeenCalled()
  })

  it('shows the error of a failed sign-in as an alert', async () => {
    const { onSignIn, onSignedIn } = setup({
      signIn: { kind: 'error', message: 'Correo o contraseña incorrectos.' },
    })
    signInWith(' ana@cordillera.cl ', 'mala')
    expect((await screen.findByRole('alert')).textContent).toBe('Correo o contraseña incorrectos.')
    expect(onSignIn).toHaveBeenCalledWith('ana@cordillera.cl', 'mala')
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it('asks for a new password when the user pool requires one, then finishes', async () => {
    const { onNewPassword, onSignedIn } = setup({ signIn: { kind: 'newPasswordRequired' } })
    signInWith('ana@cordillera.cl', 'Temporal1!')
    const newPassword = await screen.findByLabelText('Nueva contraseña')
    // The step moves focus once it has rendered: wait for it rather than race it on a busy machine.
    await vi.waitFor(() => expect(document.activeElement).toBe(newPassword))

    fireEvent.change(newPassword, { target: { value: 'Nueva2026!' } })
    fireEvent.change(screen.getByLabelText('Repite la nueva contraseña'), {
      target: { value: 'Otra2026!' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }))
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeTruthy()
    expect(onNewPassword).not.toHaveBeenCalled()

    fireEvent.change(screen.getByLabelText('Repite la nueva contraseña'), {
      target: { value: 'Nueva2026!' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }))
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce())
    expect(onNewPassword).toHaveBeenCalledWith('Nueva2026!')
  })
})
