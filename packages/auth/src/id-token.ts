// The bearer token the API expects: the user pool's id token, refreshed by Amplify when expired.
import { fetchAuthSession } from 'aws-amplify/auth'

export async function getIdToken(): Promise<string | null> {
  const { tokens } = await fetchAuthSession()
  return tokens?.idToken?.toString() ?? null
}
