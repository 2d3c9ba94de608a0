// The root route: this portal's settings first, then the document every portal shares.
import './portal.ts'

export { default, ErrorBoundary, HydrateFallback, Layout, meta } from '@cordillera/portal/root'
