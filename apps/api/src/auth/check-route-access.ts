// Checks a route's declared access when it is mounted, so a typo in a key or an audience that
// cannot apply stops the API at start instead of locking everybody out (or in) at run time.
import type { ApiRouteDefinition } from '@cordillera/contracts'
import { isKnownKey } from '@cordillera/permissions'

export function checkRouteAccess(
  route: Pick<ApiRouteDefinition, 'method' | 'path' | 'permission' | 'audience' | 'alsoRequires'>,
): void {
  const { permission, audience, alsoRequires = [] } = route
  const name = `${route.method.toUpperCase()} ${route.path}`
  if (permission === null || permission === 'authenticated') {
    if (audience !== undefined || alsoRequires.length > 0) {
      throw new Error(
        `${name}: audience and alsoRequires apply to keyed routes only; ` +
          `'${String(permission)}' routes are open to both tipos`,
      )
    }
    return
  }
  for (const key of alsoRequires) {
    if (!isKnownKey(key)) {
      throw new Error(
        `${name}: alsoRequires '${key}' is not a key of the route catalogue ` +
          '(@cordillera/permissions; npm run routes lists them)',
      )
    }
  }
  // '' is the catalogue's empty key: the audience's tipo is the only requirement.
  if (permission !== '' && !isKnownKey(permission)) {
    throw new Error(
      `${name}: permission '${permission}' is not a key of the route catalogue ` +
        '(@cordillera/permissions; npm run routes lists them)',
    )
  }
}
