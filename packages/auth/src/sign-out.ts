// Sign-out: Amplify forgets the tokens (and, with `global`, the user pool revokes them on every
// device) and the stored session goes back to `emptySession`, whatever Amplify answered.
import { signOut as amplifySignOut } from 'aws-amplify/auth'
import { sessionStore } from './session-store.ts'

export async function signOut({ global = false }: { global?: boolean } = {}) {
  try {
    await amplifySignOut({ global })
  } finally {
    sessionStore.reset()
  }
}
