export { routeCatalogue } from './catalogue.ts'
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
export { hrefOf, matchPath, routeByName, routesOf, rowActionKey } from './lookup.ts'
export { buildNavigationMenu } from './menu.ts'
export type { Access, Portal, RouteEntry, RowAction } from './route.ts'
export { rowActions } from './row-actions.ts'
