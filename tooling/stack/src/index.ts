export { dataRoot, repoRoot } from './paths.ts'
export { type PortalName, portalNames, ports, type ServiceName, urlOf } from './ports.ts'
export { createSpaApp, serveSpa } from './serve-spa.ts'
export { httpsUrlOf } from './services.ts'
