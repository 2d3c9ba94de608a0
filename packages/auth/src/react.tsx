// React bindings of the session store: components re-render when the user signs in or out, in
// this tab or another.
import type { Session } from '@cordillera/contracts'
import { useSyncExternalStore } from 'react'
import { emptySession } from './session-key.ts'
import { sessionStore } from './session-store.ts'

// Prerendered HTML (the SPA build renders the root once) never has a user.
const serverSnapshot = () => emptySession

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, serverSnapshot)
}
