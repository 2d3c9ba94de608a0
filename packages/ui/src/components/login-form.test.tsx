// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LoginForm, type LoginStepResult } from './login-form.tsx'

afterEach(cleanup)

function setup(
  results: { signIn?: LoginStepResult; newPassword?: LoginStepResult[] } = {},
  { withResetHandler = true } = {},
) {
  const onSignIn = vi.fn(async () => results.signIn ?? { kind: 'done' as const })
  const newPasswordResults = [...(results.newPassword ?? [])]
  const onNewPassword = vi.fn(
    async (): Promise<LoginStepResult> => newPasswordResults.shift() ?? { kind: 'done' },
  )
  const onSignedIn = vi.fn()
  const onPasswordResetRequired = vi.fn()
  render(
    <LoginForm
      portalName="Backoffice"
      onSignIn={onSignIn}
      onNewPassword={onNewPassword}
      onSignedIn={onSignedIn}
      {...(withResetHandler && { onPasswordResetRequired })}
    />,
  )
  return { onSignIn, onNewPassword, onSignedIn, onPasswordResetRequired }
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
    const { onNewPassword, onSignedIn } = setup({
      signIn: { kind: 'newPasswordRequired' },
      newPassword: [
        { kind: 'error', message: 'La contraseña debe incluir un símbolo.' },
        { kind: 'done' },
      ],
    })
    signInWith('ana@cordillera.cl', 'Temporal1!')
    const newPassword = await screen.findByLabelText('Nueva contraseña')
    // The step moves focus once it has rendered: wait for it rather than race it on a busy machine.
    await vi.waitFor(() => expect(document.activeElement).toBe(newPassword))
    expect(screen.getByRole('heading', { name: 'Define tu contraseña' })).toBeTruthy()
    // The policy's rules, listed, and read as the field's description.
    const rules = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(rules).toEqual([
      'Al menos 8 caracteres',
      'Una letra minúscula',
      'Una letra mayúscula',
      'Un número',
      'Un símbolo (por ejemplo ! # % * -)',
    ])
    const [description] = (newPassword.getAttribute('aria-describedby') ?? '').split(' ')
    expect(document.getElementById(description ?? '')?.textContent).toContain('Una letra mayúscula')

    fireEvent.change(newPassword, { target: { value: 'Nueva2026' } })
    fireEvent.change(screen.getByLabelText('Repite la nueva contraseña'), {
      target: { value: 'Nueva2026' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La contraseña debe incluir un símbolo.',
    )
    expect(onSignedIn).not.toHaveBeenCalled()

    fireEvent.change(newPassword, { target: { value: 'Nueva2026!' } })
    fireEvent.change(screen.getByLabelText('Repite la nueva contraseña'), {
      target: { value: 'Otra2026!' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }))
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeTruthy()
    expect(onNewPassword).toHaveBeenCalledTimes(1)

    fireEvent.change(screen.getByLabelText('Repite la nueva contraseña'), {
      target: { value: 'Nueva2026!' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }))
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce())
    expect(onNewPassword).toHaveBeenLastCalledWith('Nueva2026!')
  })

  const reset: LoginStepResult = {
    kind: 'passwordResetRequired',
    message: 'Un administrador restableció tu contraseña.',
  }

  it('hands a user whose password was reset to the portal, with the e-mail typed', async () => {
    const { onPasswordResetRequired, onSignedIn } = setup({ signIn: reset })
    signInWith(' rosa@cordillera.cl ', 'Antigua2026!')
    await vi.waitFor(() =>
      expect(onPasswordResetRequired).toHaveBeenCalledWith(
        'rosa@cordillera.cl',
        'Un administrador restableció tu contraseña.',
      ),
    )
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it('shows the reset as an error when the portal offers no code flow', async () => {
    setup({ signIn: reset }, { withResetHandler: false })
    signInWith('rosa@cordillera.cl', 'Antigua2026!')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Un administrador restableció tu contraseña.',
    )
  })
})
