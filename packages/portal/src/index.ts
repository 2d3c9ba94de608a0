// @cordillera/portal: what the three portals share at runtime (the route config is ./route-config,
// the root document ./root). Only light modules here: each app's root imports this entry, and
// whatever it pulls in loads before the sign-in page.
export {
  configurePortal,
  loadPortalRuntime,
  type PortalRuntime,
  type PortalSettings,
  portalRuntime,
  portalSettings,
} from './runtime.ts'
