// The breadcrumbs of a URL, from the route catalogue: Inicio, then every shorter path that is a
// catalogue route of the portal, then the page (e.g. /obras/12/editar → Inicio › Obras › Obra ›
// Editar obra). Paths that are no route on their own (/operador) are skipped; an unknown URL has
// none.
import { href as hrefOf, matchPath, type Portal, routeByName } from '@cordillera/permissions'
import type { Crumb } from '@cordillera/ui/components/breadcrumb'

export function breadcrumbsFor(portal: Portal, pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean)
  const crumbs: Crumb[] = [{ label: routeByName('index').title, href: hrefOf('index') }]
  for (let length = 1; length <= segments.length; length++) {
    const href = `/${segments.slice(0, length).join('/')}`
    const { route } = matchPath(portal, href)
    if (route.name === 'not-found') {
      if (length === segments.length) return []
      continue
    }
    crumbs.push({ label: route.title, href })
  }
  return crumbs
}
