// What every feature screen needs from the portal: the typed API client and the session's
// permission check (the same rule as the guard: su, or the key in permisos, or an empty key).
import { useSession } from '@cordillera/auth/react'
import type { ApiClient } from '@cordillera/data-client'
import { hasKey } from '@cordillera/permissions'
import { useCallback } from 'react'
import { portalRuntime } from '../runtime.ts'

export function useApi(): ApiClient {
  return portalRuntime().api
}

/** `can('comercial/crear-obra')`: whether to offer an action. The API checks again. */
export function useCan(): (key: string) => boolean {
  const session = useSession()
  return useCallback((key: string) => key === '' || hasKey(session, key), [session])
}
