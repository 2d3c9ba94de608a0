// What every feature screen needs from the portal: the connection to the API (each area's entry
// point builds its calls on it: `comercialApi(useApi())`) and the session's permission check (the same rule as the guard: su, or the key in permisos, or an empty key).
import { useSession } from '@cordillera/auth/react'
import type { Connection } from '@cordillera/data-client'
import { type AccessKey, hasKey } from '@cordillera/permissions'
import { useCallback } from 'react'
import { portalRuntime } from '../runtime.ts'

/** The portal's connection: `comercialQueries(api).obras.list(query)`, `rrhhApi(api).…`. */
export function useApi(): Connection {
  return portalRuntime().api
}

/**
 * `can('comercial/crear-obra')`: whether to offer an action. The API checks again. The key is
 * typed (docs/permission-keys.md), so a misspelt one fails typecheck instead of hiding the action.
 */
export function useCan(): (key: AccessKey) => boolean {
  const session = useSession()
  return useCallback((key: AccessKey) => hasKey(session, key), [session])
}
