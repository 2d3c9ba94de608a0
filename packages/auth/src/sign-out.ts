// Sign-out: Amplify revokes the tokens (with `global`, on every device: "cerrar sesión en todos los
// dispositivos") and forgets them; the stored session goes back to `emptySession` and the user's data
// the portal keeps is cleared (user-data.ts). The browser forgets the user even when the call fails
// (docs/portals.md, states); the failure is still reported.
import { signOut as amplifySignOut } from 'aws-amplify/auth'
import { handleInvalidSession } from './invalid-session.ts'

export async function signOut({ global = false }: { global?: boolean } = {}): Promise<void> {
  try {
    await amplifySignOut({ global })
  } finally {
    // Amplify clears its tokens only when it gets that far; a failure before (no configuration,
    // the hosted logout refused) would leave them behind.
    await handleInvalidSession()
  }
}
