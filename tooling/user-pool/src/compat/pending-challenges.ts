// The state of sign-ins between their round trips (SRP ephemerals, who a session belongs to). It
// lives in memory with Cognito's three-minute session lifetime: a restart simply ends open sign-ins.
import type { ServerEphemeral } from './srp-math.ts'

export type PendingChallenge =
  | {
      kind: 'PASSWORD_VERIFIER'
      clientId: string
      /** Undefined for the decoy challenge answered to an unknown user. */
      username: string | undefined
      A: bigint
      verifier: bigint
      ephemeral: ServerEphemeral
    }
  | { kind: 'NEW_PASSWORD_REQUIRED'; clientId: string; username: string }
  | { kind: 'DEVICE_SRP_AUTH'; clientId: string; username: string; deviceKey: string }
  | {
      kind: 'DEVICE_PASSWORD_VERIFIER'
      clientId: string
      username: string
      deviceKey: string
      deviceGroupKey: string
      secretBlock: string
      A: bigint
      verifier: bigint
      ephemeral: ServerEphemeral
    }

const lifetimeMs = 3 * 60_000

export class PendingChallenges {
  readonly #entries = new Map<string, { challenge: PendingChallenge; expires: number }>()

  put(key: string, challenge: PendingChallenge): void {
    const now = Date.now()
    for (const [other, entry] of this.#entries) if (entry.expires < now) this.#entries.delete(other)
    this.#entries.set(key, { challenge, expires: now + lifetimeMs })
  }

  get(key: unknown): PendingChallenge | 'expired' | undefined {
    if (typeof key !== 'string') return undefined
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    return entry.expires < Date.now() ? 'expired' : entry.challenge
  }

  /** Returns the challenge and forgets it: a proof of password or device is answered once. */
  take(key: unknown): PendingChallenge | 'expired' | undefined {
    const challenge = this.get(key)
    if (typeof key === 'string') this.#entries.delete(key)
    return challenge
  }

  delete(key: string): void {
    this.#entries.delete(key)
  }
}
