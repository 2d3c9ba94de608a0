// TanStack Query options for the signed-in user, so every screen shares one cached /v1/me.
import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from './api-client.ts'

export const meQueryKey = ['me'] as const

export function meQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => client.getMe({ signal }),
    // Who the user is changes rarely and sign-out clears the cache: a minute is plenty.
    staleTime: 60_000,
  })
}
