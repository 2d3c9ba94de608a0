// Forgot password with Amplify stubbed: empty values are refused with Amplify's codes and Spanish
// messages before any call, and the pool's answers become outcomes.
import { beforeEach, describe, expect, it, vi } from 'vitest'

const amplify = vi.hoisted(() => ({ resetPassword: vi.fn(), confirmResetPassword: vi.fn() }))
vi.mock('aws-amplify/auth', () => amplify)

const { confirmPasswordReset, requestPasswordReset } = await import('./index.ts')

const error = (name: string, message = '') => Object.assign(new Error(message), { name })

beforeEach(() => {
  vi.resetAllMocks()
})

describe('requestPasswordReset', () => {
  it.each(['', '   '])(
    'refuses an empty username (%j) without calling the pool',
    async (username) => {
      expect(await requestPasswordReset(username)).toEqual({
        ok: false,
        code: 'EmptyResetPasswordUsername',
        message: 'Ingresa tu correo.',
      })
      expect(amplify.resetPassword).not.toHaveBeenCalled()
    },
  )

  it('sends the e-mail as the pool compares it and returns where the code went', async () => {
    amplify.resetPassword.mockResolvedValue({
      isPasswordReset: false,
      nextStep: {
        resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
        codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'a***@c***' },
      },
    })
    expect(await requestPasswordReset(' Ana@Cordillera.cl ')).toEqual({
      ok: true,
      destination: 'a***@c***',
    })
    expect(amplify.resetPassword).toHaveBeenCalledWith({ username: 'ana@cordillera.cl' })
  })

  it("turns the pool's refusal into a code and a Spanish message", async () => {
    amplify.resetPassword.mockRejectedValue(
      error('LimitExceededException', 'Attempt limit exceeded'),
    )
    expect(await requestPasswordReset('ana@cordillera.cl')).toEqual({
      ok: false,
      code: 'LimitExceededException',
      message: 'Demasiados intentos. Espera unos minutos e intenta de nuevo.',
    })
  })

  it('never leaks what is not an Error', async () => {
    amplify.resetPassword.mockRejectedValue('boom')
    expect(await requestPasswordReset('ana@cordillera.cl')).toEqual({
      ok: false,
      code: 'UnknownError',
      message: 'No se pudo completar la operación. Intenta de nuevo.',
    })
  })
})

describe('confirmPasswordReset', () => {
  const filled = { username: 'ana@cordillera.cl', code: '123456', newPassword: 'Cordillera2027!' }

  it.each([
    ['username', 'EmptyConfirmResetPasswordUsername', 'Ingresa tu correo.'],
    ['code', 'EmptyConfirmResetPasswordConfirmationCode', 'Ingresa el código que te enviamos.'],
    ['newPassword', 'EmptyConfirmResetPasswordNewPassword', 'Ingresa la nueva contraseña.'],
  ] as const)('refuses an empty %s with %s', async (field, code, message) => {
    expect(await confirmPasswordReset({ ...filled, [field]: '' })).toEqual({
      ok: false,
      code,
      message,
    })
    expect(amplify.confirmResetPassword).not.toHaveBeenCalled()
  })

  it('checks the fields in the order of the form', async () => {
    expect(await confirmPasswordReset({ username: ' ', code: '', newPassword: '' })).toMatchObject({
      code: 'EmptyConfirmResetPasswordUsername',
    })
    expect(await confirmPasswordReset({ ...filled, code: ' ', newPassword: '' })).toMatchObject({
      code: 'EmptyConfirmResetPasswordConfirmationCode',
    })
  })

  it('explains the password policy in Spanish before calling the pool', async () => {
    expect(await confirmPasswordReset({ ...filled, newPassword: 'cordillera' })).toEqual({
      ok: false,
      code: 'InvalidPasswordException',
      message: 'La contraseña debe incluir una letra mayúscula.',
    })
    expect(amplify.confirmResetPassword).not.toHaveBeenCalled()
  })

  it('sends username, code and new password', async () => {
    amplify.confirmResetPassword.mockResolvedValue(undefined)
    expect(
      await confirmPasswordReset({ ...filled, username: 'Ana@Cordillera.cl', code: ' 123456 ' }),
    ).toEqual({
      ok: true,
    })
    expect(amplify.confirmResetPassword).toHaveBeenCalledWith({
      username: 'ana@cordillera.cl',
      confirmationCode: '123456',
      newPassword: 'Cordillera2027!',
    })
  })

  it.each([
    ['CodeMismatchException', 'El código no es correcto.'],
    ['ExpiredCodeException', 'El código expiró. Solicita uno nuevo.'],
  ])('%s → %s', async (name, message) => {
    amplify.confirmResetPassword.mockRejectedValue(error(name, 'english text'))
    expect(await confirmPasswordReset(filled)).toEqual({ ok: false, code: name, message })
  })
})
