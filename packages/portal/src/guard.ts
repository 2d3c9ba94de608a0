// The navigation guard of the signed-in layout, run before every navigation (spec sections 5 and
// 8): check the user (from the user pool's stored tokens while valid, else with the user pool's
// library: decision 052), load the session if needed, then apply the catalogue's rules to the URL
// being opened.

import { ensureSession, type MeSource, sessionStore } from '@cordillera/auth/session'
import { emptySession } from '@cordillera/auth/session-key'
import { type Decision, decide, matchPath, type Portal } from '@cordillera/permissions'

export type GuardResult = Decision & { routeName: string }

export async function guardNavigation(
  portal: Portal,
  pathname: string,
  source: MeSource,
): Promise<GuardResult> {
  // A failed check (no user, expired or revoked session) counts as signed out: to /login.
  const signedIn = await ensureSession(source).catch(() => false)
  const session = signedIn ? sessionStore.get() : emptySession
  const { route } = matchPath(portal, pathname)
  return { ...decide(route, session), routeName: route.name }
}
