import { describe, expect, it } from 'vitest'
import { authErrorMessage } from './auth-errors.ts'

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
    ['PasswordResetRequiredException', 'Debes restablecer tu contraseña antes de ingresar.'],
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
