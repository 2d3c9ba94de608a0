// What a device call (list, remember, forget) fails with, as docs/portals.md, errors sorts it: the pool
// without device tracking, the network, no signed-in user, or anything else passed through. The
// English messages are the values code and tests see (Amplify v5's); deviceErrorMessage gives the
// Spanish text for the screen.
import { authErrorMessage, authErrorName, authMessages } from './auth-errors.ts'
import { isAccessTokenRefused } from './invalid-session.ts'

export type DeviceErrorKind = 'configuration' | 'network' | 'unauthenticated' | 'other'

export const deviceErrorValues = {
  configuration: 'Device tracking has not been configured in this User Pool',
  network: 'Network Error',
  unauthenticated: 'The user is not authenticated',
} as const

export class DeviceError extends Error {
  override name = 'DeviceError'
  readonly kind: DeviceErrorKind
  override readonly cause: unknown

  constructor(kind: DeviceErrorKind, message: string, cause: unknown) {
    super(message, { cause })
    this.kind = kind
    this.cause = cause
  }
}

function kindOf(error: unknown): DeviceErrorKind {
  const name = authErrorName(error)
  // InvalidParameterException: the pool does not track devices. DeviceMetadataNotFoundException
  // (Amplify's): this browser got no device at sign-in, which is the same thing seen from here.
  if (name === 'InvalidParameterException' || name === 'DeviceMetadataNotFoundException') {
    return 'configuration'
  }
  // Amplify's NetworkError, or a fetch it did not wrap.
  if (name === 'NetworkError') return 'network'
  if (name === 'TypeError' && error instanceof Error && /fetch|network/i.test(error.message)) {
    return 'network'
  }
  // No tokens, or tokens the pool refuses (revoked by a global sign-out, user disabled).
  if (isAccessTokenRefused(error)) return 'unauthenticated'
  return 'other'
}

export function toDeviceError(error: unknown): DeviceError {
  if (error instanceof DeviceError) return error
  const kind = kindOf(error)
  if (kind !== 'other') return new DeviceError(kind, deviceErrorValues[kind], error)
  // Passed through: the original name and message stay, so nothing is hidden from the caller.
  const passed = new DeviceError(
    'other',
    error instanceof Error ? error.message : String(error),
    error,
  )
  if (error instanceof Error) passed.name = error.name
  return passed
}

/** The Spanish message for a failed device call. */
export function deviceErrorMessage(error: unknown): string {
  const deviceError = toDeviceError(error)
  switch (deviceError.kind) {
    case 'configuration':
      return authMessages.deviceConfiguration
    case 'network':
      return authMessages.network
    case 'unauthenticated':
      return authMessages.notAuthenticated
    default:
      return authErrorName(deviceError.cause) === 'ResourceNotFoundException'
        ? authMessages.deviceNotFound
        : authErrorMessage(deviceError.cause)
  }
}
