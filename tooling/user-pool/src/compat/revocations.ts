// Which sessions are over. A session is a refresh token: its jti is the origin_jti the layer puts
// in every access and ID token issued from it, so revoking it ends all of them (as in Cognito).
// Kept on disk, so sign-outs survive restarts.
import { JsonFileState } from './json-file-state.ts'

type RevocationFile = {
  /** Revoked origin jti → when the refresh token would have expired (epoch seconds), for pruning. */
  revokedOrigins: Record<string, number>
  /** Username → last global sign-out (epoch seconds): the cut-off for tokens without an origin. */
  signedOutAt: Record<string, number>
}

export class Revocations {
  readonly #state: JsonFileState<RevocationFile>

  private constructor(state: JsonFileState<RevocationFile>) {
    this.#state = state
  }

  static async open(file: string): Promise<Revocations> {
    return new Revocations(await JsonFileState.open(file, { revokedOrigins: {}, signedOutAt: {} }))
  }

  isOriginRevoked(originJti: string): boolean {
    return originJti in this.#state.value.revokedOrigins
  }

  signedOutAt(username: string): number | undefined {
    return this.#state.value.signedOutAt[username]
  }

  revokeOrigins(origins: { jti: string; exp: number }[]): Promise<void> {
    const now = Math.floor(Date.now() / 1000)
    return this.#state.update((value) => {
      for (const [jti, exp] of Object.entries(value.revokedOrigins)) {
        if (exp < now) delete value.revokedOrigins[jti]
      }
      for (const origin of origins) value.revokedOrigins[origin.jti] = origin.exp
    })
  }

  markSignedOut(username: string, at: number): Promise<void> {
    return this.#state.update((value) => {
      value.signedOutAt[username] = at
    })
  }
}
