// Amplify is replaced by a stub: these tests prove how its answers become results and Spanish
// messages (the real user pool is exercised by the portals' e2e suites).
import { beforeEach, describe, expect, it, vi } from 'vitest'

const amplify = vi.hoisted(() => ({
  signIn: vi.fn(),
  signOut: vi.fn(),
  confirmSignIn: vi.fn(),
}))
vi.mock('aws-amplify/auth', () => amplify)

const { confirmNewPassword, signIn } = await import('./sign-in.ts')

const step = (signInStep: string) => ({
  isSignedIn: signInStep === 'DONE',
  nextStep: { signInStep },
})
const error = (name: string, message = '') => Object.assign(new Error(message), { name })

beforeEach(() => {
  vi.resetAllMocks()
})

describe('signIn', () => {
  it('uses the default SRP flow with the e-mail as username', async () => {
    amplify.signIn.mockResolvedValue(step('DONE'))
    expect(await signIn(' Admin@Cordillera.cl ', 'Cordillera2026!')).toEqual({ kind: 'done' })
    expect(amplify.signIn).toHaveBeenCalledWith({
      username: 'admin@cordillera.cl',
      password: 'Cordillera2026!',
    })
  })

  it('reports a required new password', async () => {
    amplify.signIn.mockResolvedValue(step('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'))
    expect(await signIn('nuevo@cordillera.cl', 'Temporal1!')).toEqual({
      kind: 'newPasswordRequired',
    })
  })

  it('turns a wrong password into the Spanish message', async () => {
    amplify.signIn.mockRejectedValue(
      error('NotAuthorizedException', 'Incorrect username or password.'),
    )
    expect(await signIn('admin@cordillera.cl', 'mala')).toEqual({
      kind: 'error',
      message: 'Correo o contraseña incorrectos.',
    })
  })

  it('sends a user an administrator reset to the code flow, however Amplify says it', async () => {
    const reset = {
      kind: 'passwordResetRequired',
      message:
        'Un administrador restableció tu contraseña: pide un código a tu correo y crea una nueva para ingresar.',
    }
    amplify.signIn.mockResolvedValueOnce(step('RESET_PASSWORD'))
    expect(await signIn('rosa@cordillera.cl', 'Antigua2026!')).toEqual(reset)
    amplify.signIn.mockRejectedValueOnce(error('PasswordResetRequiredException'))
    expect(await signIn('rosa@cordillera.cl', 'Antigua2026!')).toEqual(reset)
  })

  it('refuses steps the portals do not offer', async () => {
    amplify.signIn.mockResolvedValue(step('CONFIRM_SIGN_IN_WITH_TOTP_CODE'))
    expect(await signIn('admin@cordillera.cl', 'x')).toMatchObject({ kind: 'error' })
  })

  it('signs out a leftover user and signs in whoever filled the form', async () => {
    amplify.signIn
      .mockRejectedValueOnce(error('UserAlreadyAuthenticatedException'))
      .mockResolvedValueOnce(step('DONE'))
    expect(await signIn('admin@cordillera.cl', 'Cordillera2026!')).toEqual({ kind: 'done' })
    expect(amplify.signOut).toHaveBeenCalledOnce()
    expect(amplify.signIn).toHaveBeenCalledTimes(2)
  })
})

describe('confirmNewPassword', () => {
  it('explains the password policy in Spanish before calling the user pool', async () => {
    expect(await confirmNewPassword('corta')).toEqual({
      kind: 'error',
      message: 'La contraseña debe tener al menos 8 caracteres.',
    })
    expect(amplify.confirmSignIn).not.toHaveBeenCalled()
  })

  it('answers the challenge with the new password', async () => {
    amplify.confirmSignIn.mockResolvedValue(step('DONE'))
    expect(await confirmNewPassword('Cordillera2027!')).toEqual({ kind: 'done' })
    expect(amplify.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'Cordillera2027!' })
  })
})
