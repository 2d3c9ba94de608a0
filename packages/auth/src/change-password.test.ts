// Change password with Amplify stubbed: empty values and the policy are refused before calling
// the pool; a wrong current password and a dead session each get their own answer.
import { emptySession } from '@cordillera/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const amplify = vi.hoisted(() => ({ updatePassword: vi.fn() }))
const tokens = vi.hoisted(() => ({ clearTokens: vi.fn(), getDeviceMetadata: vi.fn() }))
vi.mock('aws-amplify/auth', () => amplify)
vi.mock('aws-amplify/auth/cognito', () => ({
  cognitoUserPoolsTokenProvider: { tokenOrchestrator: tokens },
}))

const { changePassword, sessionStore } = await import('./index.ts')

const error = (name: string, message = '') => Object.assign(new Error(message), { name })
const signedIn = { ...emptySession, nombreUsuario: 'Camila Rojas', sesionIniciada: true }

beforeEach(() => {
  vi.resetAllMocks()
  sessionStore.set(signedIn)
})

describe('changePassword', () => {
  it('says which password is missing', async () => {
    expect(await changePassword('', 'Cordillera2027!')).toEqual({
      ok: false,
      code: 'EmptyUpdatePassword',
      message: 'Ingresa tu contraseña actual.',
    })
    expect(await changePassword('Cordillera2026!', '')).toEqual({
      ok: false,
      code: 'EmptyUpdatePassword',
      message: 'Ingresa la nueva contraseña.',
    })
    expect(amplify.updatePassword).not.toHaveBeenCalled()
  })

  it('explains the password policy in Spanish', async () => {
    expect(await changePassword('Cordillera2026!', 'Corta1!')).toEqual({
      ok: false,
      code: 'InvalidPasswordException',
      message: 'La contraseña debe tener al menos 8 caracteres.',
    })
  })

  it('sends the current and the new password', async () => {
    amplify.updatePassword.mockResolvedValue(undefined)
    expect(await changePassword('Cordillera2026!', 'Cordillera2027!')).toEqual({ ok: true })
    expect(amplify.updatePassword).toHaveBeenCalledWith({
      oldPassword: 'Cordillera2026!',
      newPassword: 'Cordillera2027!',
    })
  })

  it('tells a wrong current password from a wrong e-mail', async () => {
    amplify.updatePassword.mockRejectedValue(
      error('NotAuthorizedException', 'Incorrect username or password.'),
    )
    expect(await changePassword('Equivocada1!', 'Cordillera2027!')).toEqual({
      ok: false,
      code: 'NotAuthorizedException',
      message: 'La contraseña actual no es correcta.',
    })
    expect(sessionStore.get()).toEqual(signedIn)
  })

  it('cleans up a session the pool no longer accepts', async () => {
    amplify.updatePassword.mockRejectedValue(
      error('NotAuthorizedException', 'Access Token has been revoked'),
    )
    expect(await changePassword('Cordillera2026!', 'Cordillera2027!')).toEqual({
      ok: false,
      code: 'UserUnAuthenticatedException',
      message: 'Tu sesión expiró. Inicia sesión de nuevo.',
    })
    expect(sessionStore.get()).toEqual(emptySession)
    expect(tokens.clearTokens).toHaveBeenCalledOnce()
  })

  it('keeps the other answers of the pool', async () => {
    amplify.updatePassword.mockRejectedValue(error('LimitExceededException'))
    expect(await changePassword('Cordillera2026!', 'Cordillera2027!')).toEqual({
      ok: false,
      code: 'LimitExceededException',
      message: 'Demasiados intentos. Espera unos minutos e intenta de nuevo.',
    })
  })
})
