// Cognito's answer to password guessing: after a number of consecutive wrong passwords for a user,
// every sign-in of that user (right password or not) is refused with "Password attempts exceeded"
// for a window that doubles with each further failure, up to a ceiling. A right password outside
// the window clears the count; so does a long enough pause. Kept in memory, per username: a
// restart of the pool forgets it (Cognito keeps it, but nobody restarts Cognito).
import { notAuthorized } from './cognito-error.ts'

export type LockoutPolicy = {
  /** Wrong passwords allowed before the first lockout (Cognito: 5). */
  freeAttempts: number
  /** The first window; each later failure doubles it (Cognito: 1 s). */
  firstLockoutMs: number
  /** The ceiling of the window (Cognito: about 15 min). */
  maxLockoutMs: number
  /** A user without failures for this long starts counting from zero again. */
  forgetAfterMs: number
}

export const COGNITO_LOCKOUT: LockoutPolicy = {
  freeAttempts: 5,
  firstLockoutMs: 1000,
  maxLockoutMs: 15 * 60_000,
  forgetAfterMs: 15 * 60_000,
}

type Failures = { count: number; lastAt: number; lockedUntil: number }

export class PasswordLockout {
  readonly #policy: LockoutPolicy
  readonly #now: () => number
  readonly #failures = new Map<string, Failures>()

  constructor(policy: Partial<LockoutPolicy> = {}, now: () => number = Date.now) {
    this.#policy = { ...COGNITO_LOCKOUT, ...policy }
    this.#now = now
  }

  /** Before a password is checked: refused while the user's window is open. */
  assertOpen(username: string): void {
    const failures = this.#current(username)
    if (failures && this.#now() < failures.lockedUntil) {
      throw notAuthorized('Password attempts exceeded')
    }
  }

  failed(username: string): void {
    const now = this.#now()
    const count = (this.#current(username)?.count ?? 0) + 1
    const { freeAttempts, firstLockoutMs, maxLockoutMs } = this.#policy
    const over = count - freeAttempts
    const lockedUntil =
      over >= 0 ? now + Math.min(firstLockoutMs * 2 ** Math.min(over, 30), maxLockoutMs) : 0
    this.#failures.set(username, { count, lastAt: now, lockedUntil })
  }

  succeeded(username: string): void {
    this.#failures.delete(username)
  }

  #current(username: string): Failures | undefined {
    const failures = this.#failures.get(username)
    if (failures && this.#now() - failures.lastAt > this.#policy.forgetAfterMs) {
      this.#failures.delete(username)
      return undefined
    }
    return failures
  }
}
