// A button that opens a catalogue route, shown only to whoever may open it: a list's "Agregar …",
// a detail's "Editar". The route's own key decides, the same one the guard checks on arrival, so
// the button and the screen it leads to cannot disagree (docs/modules.md, "Screens").
import {
  href,
  type LinkQuery,
  type RouteName,
  type RouteParamName,
  type RouteParams,
  routeByName,
} from '@cordillera/permissions'
import type { ButtonProps } from '@cordillera/ui/components/button'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { LinkButton } from './screen-parts.tsx'
import { useCan } from './use-portal-api.ts'

/** `params` is required exactly when the route's path has `:params`, as with `href`. */
type ParamsProp<Name extends RouteName> = [RouteParamName<Name>] extends [never]
  ? { params?: undefined }
  : { params: RouteParams<Name> }

export type RouteLinkButtonProps<Name extends RouteName> = Omit<ButtonProps, 'asChild'> & {
  route: Name
  query?: LinkQuery
  icon?: LucideIcon
  children: ReactNode
} & ParamsProp<Name>

/**
 * `<RouteLinkButton route="flotas-agregar" icon={Plus}>Agregar flota</RouteLinkButton>`, or
 * `route="flotas-editar" params={{ id }}`: nothing for a user without the route's key.
 */
export function RouteLinkButton<Name extends RouteName>({
  route,
  params,
  query,
  icon: Icon,
  children,
  ...button
}: RouteLinkButtonProps<Name>) {
  const can = useCan()
  if (!can(routeByName(route).key)) return null
  // The props already tie `params` to the route; `href` cannot see that through the generic.
  const to = (href as (name: RouteName, params?: object, query?: LinkQuery) => string)(
    route,
    params ?? {},
    query,
  )
  return (
    <LinkButton to={to} {...button}>
      {Icon ? <Icon aria-hidden="true" /> : null}
      {children}
    </LinkButton>
  )
}
