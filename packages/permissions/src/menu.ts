// The navigation menu of a session, built on the server from the catalogue: only the entries of
// that portal the user may open (docs/portals.md, session: navigationMenu).
import type { NavigationMenuEntry } from '@cordillera/contracts'
import { routeCatalogue } from './catalogue.ts'
import { decide, type GuardSession } from './decide.ts'
import type { Portal } from './route.ts'

export function buildNavigationMenu(session: GuardSession, portal: Portal): NavigationMenuEntry[] {
  const sections = new Map<string, NavigationMenuEntry[]>()
  for (const route of routeCatalogue) {
    if (!route.menu || !route.portals.includes(portal)) continue
    if (decide(route, session).outcome !== 'allow') continue
    const entries = sections.get(route.menu) ?? []
    entries.push({ label: route.title, path: `/${route.path}` })
    sections.set(route.menu, entries)
  }
  return [...sections].map(([label, children]) => ({ label, children }))
}
