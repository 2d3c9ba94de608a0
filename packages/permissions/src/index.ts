export { type CatalogueRoute, type RouteName, type RouteOf, routeCatalogue } from './catalogue.ts'
export {
  ALWAYS_ALLOWED,
  type Decision,
  decide,
  type GuardSession,
  hasKey,
  INDEX_PATH,
  LOGIN_PATH,
  PROHIBIDO_PATH,
} from './decide.ts'
export { allKeys, isKnownKey, keysOfArea } from './keys.ts'
export { type KnownPath, knownPath } from './known-path.ts'
export {
  findRoute,
  type HrefArgs,
  href,
  isRouteName,
  type LinkQuery,
  matchPath,
  type RouteParamName,
  type RouteParams,
  routeByName,
  routesOf,
  rowActionKey,
} from './lookup.ts'
export { buildNavigationMenu } from './menu.ts'
export type { Access, AccessKey, Portal, RouteEntry, RowAction } from './route.ts'
export {
  type RowActionKeyOf,
  type RowActionOf,
  type RowActionRoute,
  rowActions,
} from './row-actions.ts'
