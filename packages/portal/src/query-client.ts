// The tab's data cache, shared by every signed-in screen (the guarded layout provides it). It is the
// signed-in user's: created with its rule for @cordillera/auth's user data, so sign-out, an ended
// session and the next sign-in empty it and the next person on the phone never sees an answer
// fetched for someone else (docs/decisions/038-sign-out-clears-user-data-drafts-stay-with-their-owner.md).
// Made on first use, not when imported (docs/modules.md).
import { registerUserDataStore } from '@cordillera/auth/user-data'
import { QueryClient } from '@tanstack/react-query'

let client: QueryClient | undefined

export function portalQueryClient(): QueryClient {
  if (!client) {
    // A failed query is retried once, the API answers fast or not at all.
    const created = new QueryClient({
      defaultOptions: { queries: { retry: 1, staleTime: 30_000 } },
    })
    registerUserDataStore({ name: 'query-cache', clear: () => created.clear() })
    client = created
  }
  return client
}
