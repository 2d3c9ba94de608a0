// The shapes of InitiateAuth / RespondToAuthChallenge answers, and the session errors Cognito gives.
import { notAuthorized } from './cognito-error.ts'
import type { PendingChallenge } from './pending-challenges.ts'
import type { AuthenticationResult } from './token-issuer.ts'

export type ChallengeResult =
  | {
      ChallengeName: string
      ChallengeParameters: Record<string, string>
      Session?: string
    }
  | { ChallengeParameters: Record<string, string>; AuthenticationResult: AuthenticationResult }

export const signedIn = (result: AuthenticationResult): ChallengeResult => ({
  ChallengeParameters: {},
  AuthenticationResult: result,
})

/** Narrows a session lookup to the expected step, failing as Cognito does for a bad session. */
export function expectChallenge<K extends PendingChallenge['kind']>(
  pending: PendingChallenge | 'expired' | undefined,
  kind: K,
  clientId: string,
): Extract<PendingChallenge, { kind: K }> {
  if (pending === 'expired')
    throw notAuthorized('Invalid session for the user, session is expired.')
  if (!pending || pending.kind !== kind || pending.clientId !== clientId) {
    throw notAuthorized('Invalid session for the user.')
  }
  return pending as Extract<PendingChallenge, { kind: K }>
}
