// What the password screens get back from the user pool: done, or a stable code (Cognito's or
// Amplify's exception name, for code and tests) with the Spanish message to show.
import { authErrorMessage, authErrorName, authMessages } from './auth-errors.ts'

export type AuthOutcome = { ok: true } | { ok: false; code: string; message: string }

export const succeeded: AuthOutcome = { ok: true }

/** A refusal decided here, before calling the user pool (an empty field, the password policy). */
export function refused(code: string, message: string): AuthOutcome {
  return { ok: false, code, message }
}

/** A failure of Amplify or of the user pool. */
export function failed(error: unknown): AuthOutcome {
  const code = authErrorName(error)
  return code
    ? { ok: false, code, message: authErrorMessage(error) }
    : { ok: false, code: 'UnknownError', message: authMessages.unknown }
}
