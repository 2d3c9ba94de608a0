// "No answer from the server", asked by the kept answers and the screens without the sync's code:
// the sync (sync-drafts.ts) is background work that loads after the screen (decision 052).
import { ApiRequestError } from '@cordillera/data-client'

/** No answer from the server: no connection, or a token that could not be refreshed offline. */
export function isUnreachable(error: unknown): boolean {
  return !(error instanceof ApiRequestError) || error.status === 0
}
