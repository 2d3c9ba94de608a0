// The bearer token the API expects: the user pool's id token, refreshed by Amplify when expired.
import { fetchAuthSession } from 'aws-amplify/auth'
import { handleInvalidSession, isSessionEnded } from './invalid-session.ts'
import { sessionStore } from './session-store.ts'

export async function getIdToken(): Promise<string | null> {
  let idToken: string | undefined
  try {
    idToken = (await fetchAuthSession()).tokens?.idToken?.toString()
  } catch (error) {
    if (!isSessionEnded(error)) throw error
    await handleInvalidSession()
    return null
  }
  // Amplify answers "no tokens" (instead of an error) when the pool refused the refresh token
  // and it dropped them itself; a portal still showing a user is then half signed in.
  if (!idToken && sessionStore.get().sesionIniciada) await handleInvalidSession()
  return idToken ?? null
}
