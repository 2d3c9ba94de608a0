// The Spanish messages for what the user pool answers (docs/portals.md, errors): Amplify's errors carry
// Cognito's exception name, which is stable; their English text is not shown to anyone.

export const authMessages = {
  wrongCredentials: 'Correo o contraseña incorrectos.',
  tooManyAttempts: 'Demasiados intentos. Espera unos minutos e intenta de nuevo.',
  userDisabled: 'Tu cuenta está deshabilitada. Contacta al administrador.',
  emptyEmail: 'Ingresa tu correo.',
  emptyPassword: 'Ingresa tu contraseña.',
  emptyNewPassword: 'Ingresa la nueva contraseña.',
  emptyCurrentPassword: 'Ingresa tu contraseña actual.',
  emptyCode: 'Ingresa el código que te enviamos.',
  wrongCurrentPassword: 'La contraseña actual no es correcta.',
  invalidPassword:
    'La nueva contraseña no cumple los requisitos: al menos 8 caracteres, con mayúscula, minúscula, número y símbolo.',
  passwordResetRequired:
    'Un administrador restableció tu contraseña: pide un código a tu correo y crea una nueva para ingresar.',
  userNotConfirmed: 'Tu cuenta aún no está confirmada.',
  codeMismatch: 'El código no es correcto.',
  expiredCode: 'El código expiró. Solicita uno nuevo.',
  codeDeliveryFailed: 'No pudimos enviar el código. Intenta de nuevo.',
  network:
    'No se pudo conectar con el servicio de inicio de sesión. Revisa tu conexión e intenta de nuevo.',
  notAuthenticated: 'No has iniciado sesión.',
  invalidParameter: 'Los datos enviados no son válidos.',
  missingConfig: 'Falta la configuración del servicio de inicio de sesión.',
  regionMismatch: 'La región del servicio de inicio de sesión no coincide con su user pool.',
  missingHostedLogin: 'Falta la configuración del inicio de sesión con cuentas externas.',
  identityPoolNeedsTokens:
    'El inicio de sesión con cuentas externas a través de un identity pool necesita los tokens del proveedor, y este portal no los recibe.',
  alreadySignedIn:
    'Ya hay una sesión iniciada en este navegador. Cierra sesión e intenta de nuevo.',
  hostedSignOutTimeout:
    'El servicio externo no confirmó el cierre de sesión. Tu sesión en este navegador ya está cerrada.',
  deviceConfiguration:
    'El servicio de inicio de sesión no tiene activado el registro de dispositivos para este navegador.',
  deviceNotFound: 'Ese dispositivo ya no está registrado.',
  unsupportedStep: 'Este paso de inicio de sesión no está disponible en el portal.',
  sessionExpired: 'Tu sesión expiró. Inicia sesión de nuevo.',
  profileUnavailable: 'No pudimos cargar tus datos de usuario. Intenta de nuevo.',
  unknown: 'No se pudo completar la operación. Intenta de nuevo.',
} as const

const byName: Record<string, string> = {
  NotAuthorizedException: authMessages.wrongCredentials,
  // Same words as a wrong password on purpose: saying the e-mail does not exist would tell anyone
  // which addresses have accounts.
  UserNotFoundException: authMessages.wrongCredentials,
  LimitExceededException: authMessages.tooManyAttempts,
  TooManyRequestsException: authMessages.tooManyAttempts,
  TooManyFailedAttemptsException: authMessages.tooManyAttempts,
  EmptySignInUsername: authMessages.emptyEmail,
  EmptySignInPassword: authMessages.emptyPassword,
  EmptyChallengeResponse: authMessages.emptyNewPassword,
  EmptyResetPasswordUsername: authMessages.emptyEmail,
  EmptyConfirmResetPasswordUsername: authMessages.emptyEmail,
  EmptyConfirmResetPasswordConfirmationCode: authMessages.emptyCode,
  EmptyConfirmResetPasswordNewPassword: authMessages.emptyNewPassword,
  EmptyUpdatePassword: authMessages.emptyNewPassword,
  InvalidPasswordException: authMessages.invalidPassword,
  PasswordResetRequiredException: authMessages.passwordResetRequired,
  UserNotConfirmedException: authMessages.userNotConfirmed,
  CodeMismatchException: authMessages.codeMismatch,
  ExpiredCodeException: authMessages.expiredCode,
  CodeDeliveryFailureException: authMessages.codeDeliveryFailed,
  NetworkError: authMessages.network,
  UserUnAuthenticatedException: authMessages.notAuthenticated,
  InvalidParameterException: authMessages.invalidParameter,
  AuthUserPoolException: authMessages.missingConfig,
  InvalidUserPoolId: authMessages.missingConfig,
  AuthConfigError: authMessages.missingConfig,
  OAuthNotConfigureException: authMessages.missingHostedLogin,
  UserAlreadyAuthenticatedException: authMessages.alreadySignedIn,
}

/** The value of the error a hosted sign-out fails with (docs/portals.md, errors and constants), as Amplify v5 had it. */
export const signOutTimeoutMessage = 'Signout timeout fail'

/** The exception name of an error from Amplify (or anything else that looks like an Error). */
export function authErrorName(error: unknown): string {
  return error instanceof Error ? error.name : ''
}

/** The Spanish message to show for an error of the user pool or of Amplify. */
export function authErrorMessage(error: unknown): string {
  const name = authErrorName(error)
  const message = error instanceof Error ? error.message : ''
  // Cognito answers NotAuthorizedException for three different situations; only the text tells.
  if (name === 'NotAuthorizedException') {
    if (/attempts exceeded/i.test(message)) return authMessages.tooManyAttempts
    if (/disabled/i.test(message)) return authMessages.userDisabled
  }
  // This package's configuration errors already carry their Spanish text (configure-auth.ts).
  if (name === 'AuthConfigError' && message) return message
  if (message === signOutTimeoutMessage) return authMessages.hostedSignOutTimeout
  // A fetch that never reached the server, when Amplify did not wrap it as NetworkError.
  if (name === 'TypeError' && /fetch|network/i.test(message)) return authMessages.network
  return byName[name] ?? authMessages.unknown
}
