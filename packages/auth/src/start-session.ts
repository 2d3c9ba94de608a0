// How a session starts once the user pool has a user: whatever an earlier user left in this
// browser goes, then the API's view of the user fills the session store. Shared by the sign-in
// steps (which need the user pool's library) and the signed-in layout's check (which does not).
import { loadSession, type MeSource } from './load-session.ts'
import { clearUserData } from './user-data.ts'

/** The API client's errors carry an HTTP status and a Spanish message; others are unexpected. */
export function isApiError(error: unknown): error is Error & { status: number } {
  return error instanceof Error && typeof (error as { status?: unknown }).status === 'number'
}

/**
 * A session starts from nothing: whatever an earlier user left in this browser (a session that
 * ended with the tab closed, a clearing that failed) goes before the new one is loaded (decision 038).
 */
export async function startSession(source: MeSource): Promise<void> {
  await clearUserData()
  await loadSession(source)
}
