// Every Cognito or Amplify error the screens can meet has a Spanish message, and no English leaks.
import { describe, expect, it } from 'vitest'
import { authErrorMessage } from './auth-errors.ts'
import { AuthConfigError } from './configure-auth.ts'

/** Amplify's AuthError: an Error whose name is the Cognito exception. */
function amplifyError(name: string, message = 'english text') {
  return Object.assign(new Error(message), { name })
}

describe('authErrorMessage', () => {
  it.each([
    ['NotAuthorizedException', 'Correo o contraseña incorrectos.'],
    ['UserNotFoundException', 'Correo o contraseña incorrectos.'],
    ['LimitExceededException', 'Demasiados intentos. Espera unos minutos e intenta de nuevo.'],
    ['EmptySignInUsername', 'Ingresa tu correo.'],
    ['EmptySignInPassword', 'Ingresa tu contraseña.'],
    [
      'PasswordResetRequiredException',
      'Un administrador restableció tu contraseña: pide un código a tu correo y crea una nueva para ingresar.',
    ],
    ['EmptyResetPasswordUsername', 'Ingresa tu correo.'],
    ['EmptyConfirmResetPasswordUsername', 'Ingresa tu correo.'],
    ['EmptyConfirmResetPasswordConfirmationCode', 'Ingresa el código que te enviamos.'],
    ['EmptyConfirmResetPasswordNewPassword', 'Ingresa la nueva contraseña.'],
    ['CodeMismatchException', 'El código no es correcto.'],
    [
      'OAuthNotConfigureException',
      'Falta la configuración del inicio de sesión con cuentas externas.',
    ],
    ['UserUnAuthenticatedException', 'No has iniciado sesión.'],
    ['AuthUserPoolException', 'Falta la configuración del servicio de inicio de sesión.'],
    [
      'NetworkError',
      'No se pudo conectar con el servicio de inicio de sesión. Revisa tu conexión e intenta de nuevo.',
    ],
  ])('%s → %s', (name, expected) => {
    expect(authErrorMessage(amplifyError(name))).toBe(expected)
  })

  it('tells a locked or disabled account from a wrong password', () => {
    expect(
      authErrorMessage(amplifyError('NotAuthorizedException', 'Password attempts exceeded')),
    ).toBe('Demasiados intentos. Espera unos minutos e intenta de nuevo.')
    expect(authErrorMessage(amplifyError('NotAuthorizedException', 'User is disabled.'))).toBe(
      'Tu cuenta está deshabilitada. Contacta al administrador.',
    )
  })

  it("shows a configuration error's own Spanish text and explains a hosted sign-out timeout", () => {
    expect(authErrorMessage(new AuthConfigError('region-mismatch'))).toBe(
      'La región del servicio de inicio de sesión no coincide con su user pool.',
    )
    expect(authErrorMessage(new Error('Signout timeout fail'))).toBe(
      'El servicio externo no confirmó el cierre de sesión. Tu sesión en este navegador ya está cerrada.',
    )
  })

  it('treats a failed fetch as a network error', () => {
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toMatch(/No se pudo conectar/)
  })

  it('never shows English or unknown text', () => {
    expect(authErrorMessage(amplifyError('SomethingNewException'))).toBe(
      'No se pudo completar la operación. Intenta de nuevo.',
    )
    expect(authErrorMessage('not even an error')).toBe(
      'No se pudo completar la operación. Intenta de nuevo.',
    )
  })
})
