// @cordillera/portal: what the three portals share at runtime (the route config is ./route-config,
// the root document ./root).
export { type GuardResult, guardNavigation } from './guard.ts'
export {
  configurePortal,
  type PortalRuntime,
  type PortalSettings,
  portalRuntime,
} from './runtime.ts'
