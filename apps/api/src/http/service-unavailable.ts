// The answer when something the API depends on is out of reach: the database, the user pool's
// signing keys, the user pool's admin API. Each is a 503 `servicio_no_disponible` in Spanish that
// says to try again (with Retry-After), logged as a warning rather than an internal error with an
// id: nothing in the API is broken, and it serves again by itself once the dependency answers.
import { SigningKeysUnavailableError } from '../auth/token-verifier.ts'
import { isDatabaseUnavailable } from '../db/pg-error.ts'
import { UserPoolUnavailableError } from '../user-pool/user-pool-admin.ts'
import { ApiHttpError } from './api-error.ts'

export const mensajesNoDisponible = {
  baseDeDatos:
    'El servicio no está disponible en este momento: no pudimos conectar con la base de datos. Intente nuevamente en unos segundos.',
  sesion:
    'No pudimos verificar su sesión porque el servicio de inicio de sesión no responde. Intente nuevamente en unos minutos.',
  usuarios:
    'El servicio de usuarios (inicio de sesión) no responde en este momento. Intente nuevamente en unos minutos.',
} as const

/** Seconds a client is told to wait before trying again (Retry-After). */
export const RETRY_AFTER_SECONDS = 5

export type Unavailable = { answer: ApiHttpError; what: string }

/** The 503 for `error` when it says a dependency is out of reach; undefined otherwise. */
export function serviceUnavailable(error: unknown): Unavailable | undefined {
  const answer = (message: string) => new ApiHttpError(503, 'servicio_no_disponible', message)
  if (error instanceof SigningKeysUnavailableError) {
    return { answer: answer(mensajesNoDisponible.sesion), what: 'user pool keys unavailable' }
  }
  if (error instanceof UserPoolUnavailableError) {
    return { answer: answer(mensajesNoDisponible.usuarios), what: 'user pool unavailable' }
  }
  if (isDatabaseUnavailable(error)) {
    return { answer: answer(mensajesNoDisponible.baseDeDatos), what: 'database unavailable' }
  }
  return undefined
}
